'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { ProductListItem } from '@/lib/api/schemas/product';
import { formatPrice } from '@/lib/money';
import styles from './price-slot.module.scss';

/** The customer's price of a product: excluding VAT, the base price and discount when there is one, and with VAT. */
export function PriceFigures({ product, size }: { product: ProductListItem; size: 'card' | 'detail' }) {
  const t = useTranslations('Catalogue.price');
  const currency = useTranslations('Common')('currency');
  if (product.price_exc_vat === null) return <p className={clsx(styles.guest, styles[size])}>{t('unavailable')}</p>;

  const discounted = Boolean(product.discount) && product.base_price_exc_vat !== null && product.base_price_exc_vat > product.price_exc_vat;
  return (
    <div className={clsx(styles.price, styles[size])}>
      <p className={styles.main}>{t('excVat', { price: formatPrice(product.price_exc_vat), currency })}</p>
      {discounted && (
        <p className={styles.discount}>
          <s>{t('basePrice', { price: formatPrice(product.base_price_exc_vat!), currency })}</s>
          <span className={styles.badge}>{t('discount', { discount: product.discount! })}</span>
        </p>
      )}
      {product.price !== null && <p className={styles.withVat}>{t('withVat', { price: formatPrice(product.price), currency })}</p>}
    </div>
  );
}
