'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { CustomerPrice } from '@/lib/contract/schemas/customer-prices';
import { formatPrice } from '@/lib/shared/format/money';
import styles from './price-slot.module.scss';

interface PriceFiguresProps {
  product: CustomerPrice;
  /** the customer's final price, known to be there (PriceSlot says 'unavailable' otherwise) */
  priceExcVat: number;
  size: 'card' | 'detail';
}

/** The customer's price of a product: excluding VAT, the base price and discount when there is one, and with VAT. */
export function PriceFigures({ product, priceExcVat, size }: PriceFiguresProps) {
  const t = useTranslations('Price');
  const currency = useTranslations('Common')('currency');
  const discounted = Boolean(product.discount) && product.base_price_exc_vat !== null && product.base_price_exc_vat > priceExcVat;
  const discount = discounted ? (
    <p className={styles.discount}>
      <s>{t('basePrice', { price: formatPrice(product.base_price_exc_vat!), currency })}</s>
      <span className={styles.badge}>{t('discount', { discount: product.discount! })}</span>
    </p>
  ) : (
    // the line's place is kept whether the product has a discount or not (PriceSkeleton keeps it too), so
    // nothing below moves when the figures arrive and a row's cards stay level
    <p className={styles.discount} aria-hidden="true">
      {'\u00a0'}
    </p>
  );
  const withVat = product.price !== null && <p className={styles.withVat}>{t('withVat', { price: formatPrice(product.price), currency })}</p>;
  return (
    <div className={clsx(styles.price, styles[size])}>
      <p className={styles.main}>{t('excVat', { price: formatPrice(priceExcVat), currency })}</p>
      {/* a card's discount comes last: a blank place at the block's foot where there is none */}
      {size === 'card' ? withVat : discount}
      {size === 'card' ? discount : withVat}
    </div>
  );
}
