'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useCustomerProduct } from '@/lib/client/customer-products';
import { formatPrice } from '@/lib/money';
import styles from './price-slot.module.scss';

/**
 * A product's price for the signed-in customer, or 'price shown after login' for guests.
 * The server renders a placeholder (guest HTML never holds a price); the browser fills it
 * from CustomerProductsProvider. Without JavaScript the guest message shows.
 */
export function PriceSlot({ productId, size = 'card' }: { productId: number; size?: 'card' | 'detail' }) {
  const t = useTranslations('Catalogue.price');
  const common = useTranslations('Common');
  const state = useCustomerProduct(productId);
  const currency = common('currency');

  if (state.status === 'guest') return <p className={clsx(styles.guest, styles[size])}>{common('priceAfterLogin')}</p>;
  if (state.status === 'unknown' || state.status === 'loading') {
    return (
      <div className={clsx(styles.placeholder, styles[size])} aria-busy="true">
        <span className={styles.skeleton} aria-label={state.status === 'loading' ? t('loading') : undefined} />
        <noscript>
          <p className={styles.guest}>{common('priceAfterLogin')}</p>
        </noscript>
      </div>
    );
  }
  const product = state.status === 'ready' ? state.product : null;
  if (!product || product.price_exc_vat === null) return <p className={clsx(styles.guest, styles[size])}>{t('unavailable')}</p>;

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
