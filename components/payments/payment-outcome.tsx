import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import clsx from 'clsx';
import { getOrderDetail } from '@/lib/contract/calls/account';
import { getCardPaymentState } from '@/lib/contract/calls/card-payment';
import { ApiError, isMissingExtension } from '@/lib/contract/errors';
import type { CardPaymentState } from '@/lib/contract/schemas/card-payment';
import { orderPath } from '@/lib/shop/urls/account-paths';
import { paymentReturnPath } from '@/lib/shop/urls/payment-paths';
import { decodeParam } from '@/lib/shop/urls/route-params';
import { customerApi } from '@/lib/server/api';
import { requireCustomer } from '@/lib/server/require-customer';
import { Button } from '@/components/ui/button';
import { WidthContainer } from '@/components/ui/width-container';
import { CardRetry } from './card-retry';
import { WaitForPayment } from './wait-for-payment';
import styles from './payment-outcome.module.scss';

const MARK: Record<CardPaymentState, string> = { paid: '✓', failed: '!', cancelled: '×', waiting: '…' };

/** The order's number and its card payment's state now; not found for another's order, a non-card order or an upstream without the extension. */
async function loadOutcome(orderId: string): Promise<{ number: string; state: CardPaymentState }> {
  const api = await customerApi();
  try {
    const [order, state] = await Promise.all([getOrderDetail(api, orderId, await getLocale()), getCardPaymentState(api, orderId)]);
    return { number: order.number, state };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 409 || isMissingExtension(error))) notFound();
    throw error;
  }
}

/**
 * /platba/{orderId}: where the payment provider sends the customer back (docs/decisions/061-card-payments.md).
 * Says how the payment ended: paid, refused or cancelled (with "Zaplatiť kartou znova"), or still
 * waiting for the provider's word, when the page asks again by itself.
 */
export async function PaymentOutcome({ params }: { params: Promise<{ orderId: string }> }) {
  const orderId = decodeParam((await params).orderId);
  if (orderId === null) notFound();
  await requireCustomer(paymentReturnPath(orderId));
  const { number, state } = await loadOutcome(orderId);
  const t = await getTranslations('CardPayment.return');
  return (
    <WidthContainer className={styles.page}>
      <section className={clsx(styles.box, styles[state])} aria-labelledby="payment-outcome" data-payment-state={state}>
        <span className={styles.icon} aria-hidden="true">
          {MARK[state]}
        </span>
        <h1 id="payment-outcome" className={styles.title}>
          {t(`${state}Title`)}
        </h1>
        <p className={styles.text}>{t(`${state}Text`, { number })}</p>
        <div className={styles.actions}>
          <CardRetry orderId={orderId} state={state === 'waiting' ? undefined : state} />
          <Button href={orderPath(orderId)} variant={state === 'paid' ? 'primary' : 'secondary'}>
            {t('toOrder')}
          </Button>
          {state === 'paid' && (
            <Button href="/" variant="secondary">
              {t('toShop')}
            </Button>
          )}
        </div>
        {state === 'waiting' && <WaitForPayment />}
      </section>
    </WidthContainer>
  );
}
