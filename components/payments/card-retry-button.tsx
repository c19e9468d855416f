'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { startCardPayment } from '@/lib/contract/calls/card-payment';
import { ApiError } from '@/lib/contract/errors';
import type { OrderPaymentState } from '@/lib/contract/schemas/card-payment';
import { canPayAgain } from '@/lib/shop/payments/card-retry';
import { browserApi } from '@/lib/browser/api';
import { loadDocument } from '@/lib/browser/load-document';
import { showApiError } from '@/lib/browser/show-api-error';
import { Button } from '@/components/ui/button';

/**
 * "Zaplatiť kartou znova" (docs/decisions/061-card-payments.md): starts a new card payment of the
 * order and sends the customer to the provider's page. Nothing for a state that cannot be paid
 * again. An order paid meanwhile (a late notification) refreshes the page instead.
 */
export function CardRetryButton({ orderId, state, fullWidth }: { orderId: number | string; state: OrderPaymentState | undefined; fullWidth?: boolean }) {
  const t = useTranslations('CardPayment');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  if (!canPayAgain(state)) return null;

  async function pay() {
    setBusy(true);
    try {
      loadDocument(await startCardPayment(browserApi, orderId));
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.hasCode('messages.payment.alreadyPaid')) router.refresh();
      else showApiError('orders', error);
    }
  }

  return (
    <Button type="button" icon="refresh" loading={busy} fullWidth={fullWidth} onClick={() => void pay()}>
      {state === 'waiting' ? t('pay') : t('retry')}
    </Button>
  );
}
