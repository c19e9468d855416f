import type { OrderPaymentState } from '@/lib/contract/schemas/card-payment';
import { canPayAgain } from '@/lib/shop/payments/card-retry';
import { IntlScope } from '@/components/layout/intl-scope';
import { CardRetryButton } from './card-retry-button';

/**
 * The retry button with its messages, for any server page that shows a card order: the order
 * detail, the payment's return page and the order's confirmation page. Nothing unless the order's
 * `payment_state` can be paid again.
 */
export function CardRetry({ orderId, state, fullWidth }: { orderId: number | string; state: OrderPaymentState | undefined; fullWidth?: boolean }) {
  if (!canPayAgain(state)) return null;
  return (
    <IntlScope area="cardPayment">
      <CardRetryButton orderId={orderId} state={state} fullWidth={fullWidth} />
    </IntlScope>
  );
}
