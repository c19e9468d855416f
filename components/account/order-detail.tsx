import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Img } from '@/components/ui/img';
import { getOrderDetail } from '@/lib/contract/calls/account';
import { ApiError } from '@/lib/contract/errors';
import type { OrderDetail as Order } from '@/lib/contract/schemas/account';
import { orderPath } from '@/lib/shop/urls/account-paths';
import { formatDate } from '@/lib/shared/format/dates';
import { formatPrice } from '@/lib/shared/format/money';
import { decodeParam } from '@/lib/shop/urls/route-params';
import { customerApi } from '@/lib/server/api';
import { requireCustomer } from '@/lib/server/require-customer';
import { PLACEHOLDER_IMAGE } from '@/components/ui/placeholder-image';
import { Icon } from '@/components/ui/icon';
import { LabelledValues, type LabelledValue } from '@/components/ui/labelled-values';
import { productPath } from '@/lib/shop/urls/shop-paths';
import { AccountSection } from './account-section';
import { CsvDownloadLink } from './csv-download-link';
import { DuplicateOrderButton } from './duplicate-order-button';
import { OrderInvoice } from './order-invoice';
import { OrderAddresses } from './order-addresses';
import { OrderStatus } from './order-status';
import { PaymentInstructions } from './payment-instructions';
import styles from './order-detail.module.scss';

async function loadOrder(orderId: string, lang: string): Promise<Order> {
  try {
    return await getOrderDetail(await customerApi(), orderId, lang);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

/** 'Order #{number}' (docs/rules.md#screens): summary, products, invoice info and point of delivery. */
export async function OrderDetail({ params }: { params: Promise<{ orderId: string }> }) {
  // params arrive percent-encoded (Next passes dynamic segments as sent): decoded once here, encoded again by each use
  const orderId = decodeParam((await params).orderId);
  if (orderId === null) notFound();
  await requireCustomer(orderPath(orderId));
  const order = await loadOrder(orderId, await getLocale());
  const [t, tExport] = [await getTranslations('Account.orderDetail'), await getTranslations('Account.export')];
  const currency = (await getTranslations('Common'))('currency');
  const price = (amount: number) => `${formatPrice(amount)} ${currency}`;
  const summary: LabelledValue[] = [
    [t('created'), formatDate(order.created)],
    [t('status'), <OrderStatus key="status" status={order.status} />],
    // the building site it was placed for, with its job reference (docs/decisions/059-company-accounts.md)
    ...(order.site ? ([[t('site'), t('siteValue', { name: order.site.name, reference: order.site.job_reference })]] as const) : []),
    [t('shipping'), `${order.shipping} (${price(order.shipping_price)})`],
    [t('payment'), `${order.payment} (${price(order.payment_price)})`],
    [t('total'), price(order.price_without_vat)],
  ];
  return (
    <AccountSection title={t('title', { number: order.number })} id="order">
      <Link href="/account/orders" className={styles.back}>
        <Icon name="arrow-left" size={16} />
        {t('back')}
      </Link>
      <LabelledValues entries={summary} className={styles.summary} rowClassName={styles.summaryRow} />
      {order.payment_instructions && <PaymentInstructions instructions={order.payment_instructions} />}
      {order.invoice && <OrderInvoice invoice={order.invoice} />}
      <div className={styles.linesHeader}>
        <h3 className={styles.subtitle}>{t('products')}</h3>
        <CsvDownloadLink href={`/account/export/order/${encodeURIComponent(orderId)}`} label={tExport('orderLines')} hint={tExport('hint')} />
      </div>
      <ul className={styles.lines}>
        {order.products.map((p) => {
          const cover = p.image.find((i) => i.cover) ?? p.image[0];
          return (
            <li key={`${p.code}-${p.name}`} className={styles.line}>
              <Img src={cover?.src || PLACEHOLDER_IMAGE} alt="" width={64} height={64} className={styles.image} />
              <div className={styles.info}>
                <span className={styles.code}>{p.code}</span>
                <Link href={productPath(p.url.url)} className={styles.name}>
                  {p.name}
                </Link>
              </div>
              <span className={styles.amount}>{`${p.amount} ${p.unit_of_measure}`.trim()}</span>
              <span className={styles.price}>{price(p.price_sum_exc_vat)}</span>
            </li>
          );
        })}
      </ul>
      <p className={styles.productsTotal}>
        <span>{t('productsTotal')}</span>
        <strong>{price(order.products_price_without_vat)}</strong>
      </p>
      <OrderAddresses order={order} invoiceTitle={t('invoiceInfo')} deliveryTitle={t('delivery')} />
      <DuplicateOrderButton orderId={orderId} />
    </AccountSection>
  );
}
