'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { CustomerPrice } from '@/lib/contract/schemas/customer-prices';
import { formatPrice, toCents } from '@/lib/shared/format/money';
import styles from './price-slot.module.scss';

interface PriceFiguresProps {
  product: CustomerPrice;
  /** the customer's final price, known to be there (PriceSlot says 'unavailable' otherwise) */
  priceExcVat: number;
  size: 'card' | 'detail';
}

/** The customer's price of a product: excluding VAT, the base price struck through (with the discount) when it is lower, and with VAT. */
export function PriceFigures({ product, priceExcVat, size }: PriceFiguresProps) {
  const t = useTranslations('Price');
  const currency = useTranslations('Common')('currency');
  // the price before any discount struck through wherever the customer's price is lower: a product's
  // own discount, the company's list or both (docs/decisions/058-trade-terms.md); the badge where a whole percent says it
  const basePrice = product.base_price_exc_vat;
  const discount =
    basePrice !== null && toCents(basePrice) > toCents(priceExcVat) ? (
      <p className={styles.discount}>
        <s>{t('basePrice', { price: formatPrice(basePrice), currency })}</s>
        {Boolean(product.discount) && <span className={styles.badge}>{t('discount', { discount: product.discount! })}</span>}
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
