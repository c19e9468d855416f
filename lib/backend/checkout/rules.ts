import 'server-only';

/** Pickup offers the methods allowed for the store, delivery those allowed for shipping (docs/rules.md#screens, step 2). */
export function paymentAllowed(payment: { allowForStore: boolean; allowForShipping: boolean }, shipping: { pickUp: boolean }): boolean {
  return shipping.pickUp ? payment.allowForStore : payment.allowForShipping;
}
