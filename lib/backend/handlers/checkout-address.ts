import 'server-only';
import { addressPayloadSchema, checkoutAddressRequestSchemaFor, type AddressPayload } from '@/lib/contract/schemas/requests/address';
import type { Db } from '../db/client';
import { addresses } from '../db/schema';
import { badRequest, ok } from '../http';
import { basketNotFound, findOpenCart, updateOpenCart } from '../checkout/cart-access';
import type { CustomerHandler } from '../customer-guard';
import { parseBody, withBody } from '../request-body';

/** The address as the order keeps it (orders.invoice_address / delivery_address). */
export function storedAddress(a: AddressPayload): Record<string, string> {
  return { firstName: a.firstName, lastName: a.lastName, street: a.street, city: a.city, zip: a.zip, phone: a.phone, email: a.email ?? '' };
}

/** Keeps the address as the customer's stored one of this type, prefilled at the next checkout. */
async function rememberAddress(db: Db, customerId: number, type: 1 | 2, a: AddressPayload): Promise<void> {
  const values = {
    firstName: a.firstName,
    lastName: a.lastName,
    street: a.street,
    city: a.city,
    zip: a.zip,
    phone: a.phone,
    email: a.email ?? '',
    country: a.country,
  };
  await db
    .insert(addresses)
    .values({ customerId, type, ...values })
    .onConflictDoUpdate({ target: [addresses.customerId, addresses.type], set: values });
}

/** PATCH /cart/address: the customer's invoice address (country 32), stored for later checkouts. */
export const patchCartAddress: CustomerHandler = withBody(addressPayloadSchema, async ({ db, customer }, body) => {
  await rememberAddress(db, customer.id, 1, body);
  return ok();
});

/**
 * PUT /cart/address/{1|2} `{ address, basket }`: the order's invoice (1, billing rules of docs/rules.md#validation)
 * or delivery (2, no validators) address, kept on the cart and as the customer's stored address (a
 * site's cart's delivery address only on the cart).
 */
export const putCheckoutAddress: CustomerHandler = async ({ db, request, params, customer }) => {
  const type = params.type === '1' ? 1 : params.type === '2' ? 2 : null;
  if (type === null) return badRequest([{ key: 'type', code: 'messages.validation.type.invalid' }]);
  const parsed = await parseBody(checkoutAddressRequestSchemaFor(type), request);
  if ('response' in parsed) return parsed.response;
  const { address, basket } = parsed.data;
  const cart = await findOpenCart(db, customer.id, basket);
  if (!cart) return basketNotFound();
  // the billing e-mail is the account's (read-only in the form, docs/rules.md#screens), whatever the body says
  const kept = type === 1 ? { ...storedAddress(address), email: customer.email } : storedAddress(address);
  const missing = await updateOpenCart(db, customer.id, basket, {
    checkoutAddresses: { ...(cart.checkoutAddresses ?? {}), [String(type)]: kept },
  });
  if (missing) return missing;
  const filled = [address.firstName, address.lastName, address.street, address.city, address.zip].some((v) => v !== '');
  // a building site's cart is delivered to the site (docs/decisions/059-company-accounts.md): its
  // address is not the person's own delivery address, prefilled when ordering without a site
  const sitesDelivery = type === 2 && cart.siteId !== null;
  if (filled && !sitesDelivery) await rememberAddress(db, customer.id, type, address);
  return ok();
};
