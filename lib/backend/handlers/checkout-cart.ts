import 'server-only';
import { and, eq } from 'drizzle-orm';
import {
  giftCardPayloadSchema,
  orderNotePayloadSchema,
  setAdditionalPayloadSchema,
  setPaymentPayloadSchema,
  setSalePointPayloadSchema,
  setShippingPayloadSchema,
} from '@/lib/contract/schemas/requests/checkout';
import { paymentMethods, shippingMethods, warehouses } from '../db/schema';
import { badRequest, fail, ok } from '../http';
import { basketNotFound, findOpenCart, updateOpenCart } from '../checkout/cart-access';
import type { CustomerHandler } from '../customer-guard';
import { withBody } from '../request-body';
import { paymentAllowed } from '../checkout/rules';
import { isOnAccount, termsOf } from '../checkout/on-account';
import { accountRowOf } from '../accounts/account';

/** PUT /cart/shipping/{lang}: the method; a Packeta method needs the parcel point, others clear it. */
export const setShipping: CustomerHandler = withBody(setShippingPayloadSchema, async ({ db, customer }, body) => {
  const [method] = await db.select().from(shippingMethods).where(eq(shippingMethods.id, body.shipping)).limit(1);
  if (!method) return badRequest([{ key: 'shipping', code: 'messages.validation.shipping.unknown' }]);
  const point = method.isPacketa ? (body.packetaPoint ?? '').trim() : '';
  if (method.isPacketa && !point) return badRequest([{ key: 'packetaPoint', code: 'messages.validation.packetaPoint.required' }]);
  const missing = await updateOpenCart(db, customer.id, body.basket, {
    shippingMethodId: method.id,
    packetaPoint: method.isPacketa ? point : null,
    packetaPointName: method.isPacketa ? (body.packetaPointName ?? '').trim() || null : null,
    packetaPointAddress: method.isPacketa ? (body.packetaPointAddress ?? '').trim() || null : null,
    // delivery never keeps a pickup place
    ...(method.pickUp ? {} : { salePointId: null }),
  });
  return missing ?? ok();
});

/** PATCH /basket/sale-point: the pickup place, or null for delivery. */
export const setSalePoint: CustomerHandler = withBody(setSalePointPayloadSchema, async ({ db, customer }, body) => {
  if (body.salePoint !== null) {
    const [store] = await db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(eq(warehouses.id, body.salePoint), eq(warehouses.pickUp, true)))
      .limit(1);
    if (!store) return badRequest([{ key: 'salePoint', code: 'messages.validation.salePoint.unknown' }]);
  }
  return (await updateOpenCart(db, customer.id, body.basket, { salePointId: body.salePoint })) ?? ok();
});

/**
 * PUT /cart/payment: refused when the cart's shipping (pickup or delivery) does not allow it, and
 * buying on account for a company without payment terms (docs/decisions/058-trade-terms.md; the
 * account's terms, docs/decisions/059-company-accounts.md).
 */
export const setPayment: CustomerHandler = withBody(setPaymentPayloadSchema, async ({ db, customer }, body) => {
  const cart = await findOpenCart(db, customer.id, body.basket);
  if (!cart) return basketNotFound();
  const [payment] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, body.payment)).limit(1);
  if (!payment) return badRequest([{ key: 'payment', code: 'messages.validation.payment.unknown' }]);
  if (isOnAccount(payment) && termsOf(await accountRowOf(db, customer)) === null)
    return badRequest([{ key: 'payment', code: 'messages.validation.payment.notAllowed' }]);
  if (cart.shippingMethodId !== null) {
    const [method] = await db.select().from(shippingMethods).where(eq(shippingMethods.id, cart.shippingMethodId)).limit(1);
    if (method && !paymentAllowed(payment, method)) return badRequest([{ key: 'payment', code: 'messages.validation.payment.notAllowed' }]);
  }
  return (await updateOpenCart(db, customer.id, body.basket, { paymentMethodId: payment.id })) ?? ok();
});

/** PATCH /cart/additional: whether the separate delivery address applies. */
export const setAdditional: CustomerHandler = withBody(setAdditionalPayloadSchema, async ({ db, customer }, body) => {
  return (await updateOpenCart(db, customer.id, body.basket, { isDeliveryAddress: body.is_delivery_address })) ?? ok();
});

/** PATCH /basket/note: the optional order note. */
export const setOrderNote: CustomerHandler = withBody(orderNotePayloadSchema, async ({ db, customer }, body) => {
  return (await updateOpenCart(db, customer.id, body.basket, { note: body.note })) ?? ok();
});

/**
 * PATCH /cart/gift-card `{ id, code }`: the demo shop issues no gift cards, so an empty code clears
 * the field and any other code is unknown (404 `code`); the storefront only logs the answer.
 */
export const applyGiftCard: CustomerHandler = withBody(giftCardPayloadSchema, async ({ db, customer }, body) => {
  const cart = await findOpenCart(db, customer.id, body.id);
  if (!cart) return basketNotFound();
  if (body.code !== '') return fail(404, [{ key: 'code', code: 'messages.giftCard.notFound' }]);
  return (await updateOpenCart(db, customer.id, body.id, { giftCard: null })) ?? ok();
});
