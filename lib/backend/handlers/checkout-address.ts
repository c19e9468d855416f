import 'server-only';
import { addressPayloadSchema, checkoutAddressRequestSchemaFor, type AddressPayload } from '@/lib/api/schemas/requests/address';
import type { Db } from '../db/client';
import { addresses } from '../db/schema';
import { badRequest, notLoggedIn, ok, readJson } from '../http';
import type { Handler } from '../router';
import { parseBody } from '../auth/validate';
import { basketNotFound, findOpenCart, updateOpenCart } from '../checkout/cart-access';
import { customerBodyHandler } from '../checkout/customer-body';

/** The address as the order keeps it (orders.invoice_address / delivery_address). */
export function storedAddress(a: AddressPayload): Record<string, string> {
  return { firstName: a.firstName, lastName: a.lastName, street: a.street, city: a.city, zip: a.zip, phone: a.phone, email: a.email ?? '' };
}

/** Keeps the address as the customer's stored one of this type, prefilled at the next checkout. */
async function rememberAddress(db: Db, customerId: number, type: 1 | 2, a: AddressPayload): Promise<void> {
  const values = { firstName: a.firstName, lastName: a.lastName, street: a.street, city: a.city, zip: a.zip, phone: a.phone, email: a.email ?? '', country: a.country };
  await db
    .insert(addresses)
    .values({ customerId, type, ...values })
    .onConflictDoUpdate({ target: [addresses.customerId, addresses.type], set: values });
}

/** PATCH /cart/address: the customer's invoice address (country 32), stored for later checkouts. */
export const patchCartAddress = customerBodyHandler(addressPayloadSchema, async ({ db }, session, body) => {
  await rememberAddress(db, session.customer.id, 1, body);
  return ok();
});

/**
 * PUT /cart/address/{1|2} `{ address, basket }`: the order's invoice (1, billing rules of spec §5)
 * or delivery (2, no validators) address, kept on the cart and as the customer's stored address.
 */
export const putCheckoutAddress: Handler = async ({ db, request, params, session }) => {
  const current = await session();
  if (!current) return notLoggedIn();
  const type = params.type === '1' ? 1 : params.type === '2' ? 2 : null;
  if (type === null) return badRequest([{ key: 'type', code: 'messages.validation.type.invalid' }]);
  const parsed = parseBody(checkoutAddressRequestSchemaFor(type), await readJson(request));
  if ('response' in parsed) return parsed.response;
  const { address, basket } = parsed.data;
  const cart = await findOpenCart(db, current.customer.id, basket);
  if (!cart) return basketNotFound();
  // the billing e-mail is the account's (read-only in the form, spec §2), whatever the body says
  const kept = type === 1 ? { ...storedAddress(address), email: current.customer.email } : storedAddress(address);
  const missing = await updateOpenCart(db, current.customer.id, basket, {
    checkoutAddresses: { ...(cart.checkoutAddresses ?? {}), [String(type)]: kept },
  });
  if (missing) return missing;
  const filled = [address.firstName, address.lastName, address.street, address.city, address.zip].some((v) => v !== '');
  if (filled) await rememberAddress(db, current.customer.id, type, address);
  return ok();
};
