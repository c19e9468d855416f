import 'server-only';
import { placeOrderPayloadSchema } from '@/lib/contract/schemas/requests/checkout';
import { metrics } from '@/lib/runtime/metrics/registry.mjs';
import { fail, ok } from '../http';
import { basketNotFound } from '../checkout/cart-access';
import type { CustomerHandler } from '../customer-guard';
import { withBody } from '../request-body';
import { kickMailSender } from '../mail/outbox-worker';
import { placeCartOrder, type PlaceResult } from '../orders/place-order';
import { orderLimitOf } from '../accounts/account';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * PUT /cart/order/{lang} `{ basket, followNews }`: `{ order: { id, number } }`. Placing the same
 * basket again, even concurrently, answers the one order it became; the confirmation mail goes
 * out once, after the answer, from the outbox row written with the order. A buyer's order over their
 * limit answers 409 `messages.order.needsApproval` (docs/decisions/059-company-accounts.md).
 */
export const placeOrder: CustomerHandler = withBody(placeOrderPayloadSchema, async ({ db, customer }, body) => {
  let result: PlaceResult;
  const placement = { limitCents: orderLimitOf(customer) };
  try {
    result = await placeCartOrder(db, customer.id, customer.email, body.basket, body.followNews, placement);
  } catch (error) {
    // PostgreSQL: two transactions that both saw the cart open; orders_cart_uq lets one win
    if (!isUniqueViolation(error)) throw error;
    result = await placeCartOrder(db, customer.id, customer.email, body.basket, body.followNews, placement);
  }
  if (result.kind === 'not-found') return basketNotFound();
  if (result.kind === 'invalid') return fail(result.status, result.errors);
  // the confirmation committed with the order (outbox); send it now rather than at the next poll
  if (result.kind === 'placed') {
    metrics().ordersPlaced.inc();
    kickMailSender();
  }
  return ok({ order: { id: result.orderId, number: result.number } });
});
