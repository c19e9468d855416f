'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CurrentSiteNote } from '@/components/sites/current-site-note';
import { Img } from '@/components/ui/img';
import type { Cart } from '@/lib/contract/schemas/cart';
import { formatCents, formatPrice, toCents, withVatCents } from '@/lib/shared/format/money';
import { PLACEHOLDER_IMAGE } from '@/components/ui/placeholder-image';
import { Icon } from '@/components/ui/icon';
import { Tooltip } from '@/components/ui/tooltip';
import { LineStock } from '@/components/cart/line-stock';
import styles from './checkout-side.module.scss';

interface CheckoutSideProps {
  cart: Cart;
  shippingCents: number;
  paymentCents: number;
  vatRate: number;
  children?: ReactNode;
}

/** The side column: items (with their in-stock / to-order split), subtotal, delivery (with tooltip) and payment fees, totals without and with VAT, all in cents. */
export function CheckoutSide({ cart, shippingCents, paymentCents, vatRate, children }: CheckoutSideProps) {
  const t = useTranslations('Checkout.side');
  const currency = useTranslations('Common')('currency');
  const amount = (cents: number) => t('amount', { price: formatCents(cents), currency });
  const subtotal = toCents(cart.product_price_without_vat);
  const totalExcVat = subtotal + shippingCents + paymentCents;
  return (
    <aside className={styles.side} aria-labelledby="checkout-side-title">
      <h2 id="checkout-side-title" className={styles.title}>
        {t('title')}
      </h2>
      <CurrentSiteNote />
      <ul className={styles.items} aria-label={t('items')} tabIndex={0}>
        {cart.products.map((line) => (
          <li key={line.id} className={styles.item}>
            <Img src={line.image?.src || PLACEHOLDER_IMAGE} alt={line.image ? '' : t('noImage')} width={48} height={48} className={styles.image} />
            <div className={styles.info}>
              <span className={styles.code}>{line.code}</span>
              <span className={styles.name}>{line.name}</span>
              <span className={styles.unit}>{t('unitPrice', { price: formatPrice(line.price_unit_exc_vat), currency })}</span>
              <LineStock quantity={line.quantity} stock={line.stock} unit={line.unit_of_measure} />
            </div>
            <span className={styles.quantity}>{t('quantity', { quantity: line.quantity })}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.row}>
          <dt>{t('subtotal')}</dt>
          <dd>{amount(subtotal)}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.withTip}>
            {t('delivery')}
            <Tooltip content={t('deliveryInfo')}>
              <button type="button" className={styles.tip} aria-label={t('deliveryInfoLabel')}>
                <Icon name="info" size={16} />
              </button>
            </Tooltip>
          </dt>
          <dd>{amount(shippingCents)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('payment')}</dt>
          <dd>{amount(paymentCents)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('totalExcVat')}</dt>
          <dd>{amount(totalExcVat)}</dd>
        </div>
        <div className={`${styles.row} ${styles.grand}`}>
          <dt>{t('total')}</dt>
          <dd data-testid="checkout-total">{amount(withVatCents(totalExcVat, vatRate))}</dd>
        </div>
      </dl>
      {children}
    </aside>
  );
}
