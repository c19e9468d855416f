import { getTranslations } from 'next-intl/server';
import type { OrderDetail } from '@/lib/contract/schemas/account';
import { formatDate } from '@/lib/shared/format/dates';
import { formatPrice } from '@/lib/shared/format/money';
import { orderConfirmationPath, orderPath } from '@/lib/shop/urls/account-paths';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { loadCustomerOrder } from './load-order';
import { OrderAddresses } from './order-addresses';
import { OrderLines } from './order-lines';
import { OrderPayment } from './order-payment';
import { OrderPickupReady } from './order-pickup-ready';
import { OrderTotals } from './order-totals';
import styles from './order-confirmation.module.scss';

/** What happens next, in the order the customer meets it: the mail, the payment where one is owed, the goods, the account. */
async function NextSteps({ order }: { order: OrderDetail }) {
  const t = await getTranslations('OrderConfirmation');
  const currency = (await getTranslations('Common'))('currency');
  const transfer = order.payment_instructions;
  const steps = [
    order.invoice_email ? t('mailSent', { email: order.invoice_email }) : null,
    transfer ? t('payByTransfer', { amount: `${formatPrice(transfer.amount)} ${currency}`, due: formatDate(transfer.due_to) }) : null,
    t('prepare'),
    t('track'),
  ].filter((step): step is string => step !== null);
  return (
    <section className={styles.panel} aria-labelledby="confirmation-next">
      <h2 id="confirmation-next" className={styles.subtitle}>
        {t('next')}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/**
 * /objednavka/{orderId}: where placing an order lands (docs/rules.md#states), and again from the order
 * mail and the orders list. The order's number, the payment still owed with its PAY by square code,
 * what happens next, the lines at the company's prices with the totals without VAT, the VAT and with
 * VAT, and where the goods go. Another customer's order or an unknown id is the not-found page.
 */
export async function OrderConfirmation({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId, order } = await loadCustomerOrder(params, orderConfirmationPath);
  const t = await getTranslations('OrderConfirmation');
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <span className={styles.badge} aria-hidden="true">
          <Icon name="check" size={28} />
        </span>
        <div className={styles.heroText}>
          <h1 className={styles.title}>{t('heading')}</h1>
          <dl className={styles.facts}>
            <div>
              <dt>{t('number')}</dt>
              <dd className={styles.number}>{order.number}</dd>
            </div>
            <div>
              <dt>{t('created')}</dt>
              <dd>{formatDate(order.created)}</dd>
            </div>
          </dl>
        </div>
      </header>
      <div className={styles.grid}>
        <div className={styles.main}>
          <OrderPayment order={order} />
          <section className={styles.panel} aria-labelledby="confirmation-products">
            <h2 id="confirmation-products" className={styles.subtitle}>
              {t('products')}
            </h2>
            <OrderLines lines={order.products} />
            <OrderTotals order={order} />
          </section>
        </div>
        <div className={styles.side}>
          <NextSteps order={order} />
          <section className={styles.panel} aria-labelledby="confirmation-delivery">
            <h2 id="confirmation-delivery" className={styles.subtitle}>
              {t('delivery')}
            </h2>
            <p className={styles.shipping}>
              <span>{t('shipping')}</span>
              <strong>{order.shipping}</strong>
            </p>
            <OrderPickupReady order={order} />
            <OrderAddresses order={order} invoiceTitle={t('invoiceInfo')} deliveryTitle={t('deliveryPlace')} stacked />
          </section>
        </div>
      </div>
      <div className={styles.actions}>
        <Button href={orderPath(orderId)} variant="secondary" icon="arrow-right" iconAfter>
          {t('detail')}
        </Button>
        <Button href="/" variant="ghost">
          {t('continue')}
        </Button>
      </div>
    </div>
  );
}
