import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { OrderDetail as Order } from '@/lib/contract/schemas/account';
import { orderPath } from '@/lib/shop/urls/account-paths';
import { formatDate } from '@/lib/shared/format/dates';
import { formatPrice } from '@/lib/shared/format/money';
import { orderTotals } from '@/lib/shop/account/order-totals';
import { Icon } from '@/components/ui/icon';
import { LabelledValues, type LabelledValue } from '@/components/ui/labelled-values';
import { CardRetry } from '@/components/payments/card-retry';
import { PaymentStateBadge } from '@/components/payments/payment-state-badge';
import { canPayAgain } from '@/lib/shop/payments/card-retry';
import { AccountSection } from './account-section';
import { CsvDownloadLink } from './csv-download-link';
import { loadCustomerOrder } from './load-order';
import { DuplicateOrderButton } from './duplicate-order-button';
import { OrderInvoice } from './order-invoice';
import { OrderAddresses } from './order-addresses';
import { OrderStatus } from './order-status';
import { OrderPayment } from './order-payment';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';
import styles from './order-detail.module.scss';

/** The summary's total: the amount with VAT where the backend tells it, else the total without VAT as before. */
function totalToPay(order: Order, t: (key: 'total' | 'totalWithVat') => string, price: (amount: number) => string): LabelledValue {
  const { withoutVat, withVat } = orderTotals(order);
  return withVat === null ? [t('total'), price(withoutVat)] : [t('totalWithVat'), price(withVat)];
}

/** 'Order #{number}' (docs/rules.md#screens): summary, products, invoice info and point of delivery. */
export async function OrderDetail({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId, order } = await loadCustomerOrder(params, orderPath);
  const [t, tExport, tCard] = [await getTranslations('Account.orderDetail'), await getTranslations('Account.export'), await getTranslations('CardPayment')];
  const currency = (await getTranslations('Common'))('currency');
  const price = (amount: number) => `${formatPrice(amount)} ${currency}`;
  const summary: LabelledValue[] = [
    [t('created'), formatDate(order.created)],
    [t('status'), <OrderStatus key="status" status={order.status} />],
    // the building site it was placed for, with its job reference (docs/decisions/059-company-accounts.md)
    ...(order.site ? ([[t('site'), t('siteValue', { name: order.site.name, reference: order.site.job_reference })]] as const) : []),
    [t('shipping'), `${order.shipping} (${price(order.shipping_price)})`],
    [t('payment'), `${order.payment} (${price(order.payment_price)})`],
    // paid or not (an extension, docs/decisions/061-card-payments.md)
    ...(order.payment_state
      ? [[tCard('paymentState'), <PaymentStateBadge key="paid" state={order.payment_state} label={tCard(`state.${order.payment_state}`)} />] as const]
      : []),
    totalToPay(order, t, price),
  ];
  return (
    <AccountSection title={t('title', { number: order.number })} id="order">
      <Link href="/account/orders" className={styles.back}>
        <Icon name="arrow-left" size={16} />
        {t('back')}
      </Link>
      <LabelledValues entries={summary} className={styles.summary} rowClassName={styles.summaryRow} />
      <OrderPayment
        order={order}
        status={
          canPayAgain(order.payment_state) && (
            <div className={styles.cardRetry}>
              <CardRetry orderId={orderId} state={order.payment_state} />
            </div>
          )
        }
      />
      {order.invoice && <OrderInvoice invoice={order.invoice} />}
      <div className={styles.linesHeader}>
        <h3 className={styles.subtitle}>{t('products')}</h3>
        <CsvDownloadLink href={`/account/export/order/${encodeURIComponent(orderId)}`} label={tExport('orderLines')} hint={tExport('hint')} />
      </div>
      <OrderLines lines={order.products} />
      <OrderTotals order={order} />
      <OrderAddresses order={order} invoiceTitle={t('invoiceInfo')} deliveryTitle={t('delivery')} />
      <DuplicateOrderButton orderId={orderId} />
    </AccountSection>
  );
}
