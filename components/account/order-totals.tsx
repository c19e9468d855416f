import { getTranslations } from 'next-intl/server';
import type { OrderDetail } from '@/lib/contract/schemas/account';
import { formatPrice } from '@/lib/shared/format/money';
import { orderTotals } from '@/lib/shop/account/order-totals';
import styles from './order-totals.module.scss';

/**
 * What the order comes to, for every payment method (docs/rules.md#screens): the products, shipping
 * and payment without VAT, then the total without VAT, the VAT and the total with VAT, the last set
 * apart. An upstream without the VAT fields leaves the total without VAT (docs/contract.md#optional-fields).
 */
export async function OrderTotals({ order }: { order: OrderDetail }) {
  const t = await getTranslations('Account.orderDetail');
  const currency = (await getTranslations('Common'))('currency');
  const price = (amount: number) => `${formatPrice(amount)} ${currency}`;
  const totals = orderTotals(order);
  const rows: Array<[label: string, value: string, key: string]> = [
    [t('productsTotal'), price(order.products_price_without_vat), 'products'],
    [`${t('shipping')}: ${order.shipping}`, price(order.shipping_price), 'shipping'],
    [`${t('payment')}: ${order.payment}`, price(order.payment_price), 'payment'],
    [t('total'), price(totals.withoutVat), 'without-vat'],
    ...(totals.vat === null ? [] : [[t('vat'), price(totals.vat), 'vat'] as [string, string, string]]),
  ];
  return (
    <dl className={styles.totals} data-testid="order-totals">
      {rows.map(([label, value, key]) => (
        <div key={key} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {totals.withVat !== null && (
        <div className={styles.grand}>
          <dt>{t('totalWithVat')}</dt>
          <dd>{price(totals.withVat)}</dd>
        </div>
      )}
    </dl>
  );
}
