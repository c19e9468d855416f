import type { OrderPaymentState } from '@/lib/contract/schemas/card-payment';

/** The states a card order can be paid from again: refused, cancelled, or left at the gateway (docs/decisions/061-card-payments.md). */
export function canPayAgain(state: OrderPaymentState | undefined): state is 'failed' | 'cancelled' | 'waiting' {
  return state === 'failed' || state === 'cancelled' || state === 'waiting';
}
