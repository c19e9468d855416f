import 'server-only';
import type { OrderPaymentState } from '@/lib/contract/schemas/card-payment';

/** A method paid by card through the payment gateway after the order is placed (docs/decisions/061-card-payments.md). */
export function isCardPayment(payment: { kind: string }): boolean {
  return payment.kind === 'card';
}

/**
 * What the order list and detail say of an order's payment: a card order's own state (waiting,
 * paid, failed, cancelled), else paid or unpaid by its invoice (an order without one is unpaid).
 */
export function orderPaymentState(order: { paymentState: string | null }, notPaidCents: number | null): OrderPaymentState {
  switch (order.paymentState) {
    case 'waiting':
    case 'paid':
    case 'failed':
    case 'cancelled':
      return order.paymentState;
    default:
      return notPaidCents !== null && notPaidCents <= 0 ? 'paid' : 'unpaid';
  }
}
