import { startCardPayment } from '@/lib/contract/calls/card-payment';
import { browserApi } from './api';
import { extensionOrFallback } from './missing-extensions';

/**
 * The provider's payment page for a card order just placed (docs/decisions/061-card-payments.md), or
 * null where the upstream lacks the extension (404/501, remembered for the page load): the order then
 * stands placed as before, with no card step. Other failures reject.
 */
export async function cardPaymentPage(orderId: number): Promise<string | null> {
  const { value } = await extensionOrFallback<string | null>(
    'card-payment',
    () => startCardPayment(browserApi, orderId),
    async () => null,
  );
  return value;
}
