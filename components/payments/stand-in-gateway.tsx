import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getStandInPayment } from '@/lib/contract/calls/card-payment';
import { ApiError } from '@/lib/contract/errors';
import type { StandInPayment } from '@/lib/contract/schemas/card-payment';
import { formatPrice } from '@/lib/shared/format/money';
import { decodeParam } from '@/lib/shop/urls/route-params';
import { shop } from '@/lib/runtime/config/shop';
import { publicApi } from '@/lib/server/api';
import { StandInChoice } from './stand-in-choice';
import styles from './stand-in-gateway.module.scss';

async function loadPayment(id: string): Promise<StandInPayment> {
  try {
    return await getStandInPayment(publicApi, id);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

/**
 * The stand-in provider's hosted payment page (docs/decisions/061-card-payments.md): who is paid, for
 * which order and how much, a card form that takes nothing real, and the three outcomes.
 */
export async function StandInGateway({ params }: { params: Promise<{ paymentId: string }> }) {
  await connection();
  const id = decodeParam((await params).paymentId);
  if (id === null) notFound();
  const payment = await loadPayment(id);
  const t = await getTranslations('CardPayment.gateway');
  const amount = `${formatPrice(payment.amount)} ${payment.currency === 'EUR' ? '€' : payment.currency}`;
  return (
    <div className={styles.page}>
      <section className={styles.gateway} aria-labelledby="gateway-title">
        <header className={styles.head}>
          <h1 id="gateway-title" className={styles.title}>
            {t('title')}
          </h1>
        </header>
        <p className={styles.notice}>{t('standIn')}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('merchant')}</dt>
            <dd>{shop.company}</dd>
          </div>
          <div>
            <dt>{t('order')}</dt>
            <dd>{payment.order_number}</dd>
          </div>
          <div className={styles.amountRow}>
            <dt>{t('amount')}</dt>
            <dd className={styles.amount}>{amount}</dd>
          </div>
        </dl>
        <StandInChoice id={payment.id} amount={amount} done={payment.state !== 'waiting'} />
      </section>
    </div>
  );
}
