'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { useCustomerProduct } from '@/lib/client/customer-products';
import { lazyNamed } from '@/lib/client/lazy-named';
import styles from './price-slot.module.scss';

// Only customers see figures: their code (formatting, discount) loads with their prices.
const { Component: PriceFigures } = lazyNamed(() => import('./price-figures'), 'PriceFigures');

/**
 * A product's price for the signed-in customer, or 'price shown after login' for guests.
 * The server renders a placeholder (guest HTML never holds a price); the browser fills it
 * from CustomerProductsProvider. Without JavaScript the guest message shows.
 */
export function PriceSlot({ productId, size = 'card' }: { productId: number; size?: 'card' | 'detail' }) {
  const t = useTranslations('Catalogue.price');
  const common = useTranslations('Common');
  const state = useCustomerProduct(productId);

  if (state.status === 'guest') return <p className={clsx(styles.guest, styles[size])}>{common('priceAfterLogin')}</p>;
  const product = state.status === 'ready' ? state.product : null;
  if (state.status === 'missing' || product?.price_exc_vat === null) return <p className={clsx(styles.guest, styles[size])}>{t('unavailable')}</p>;
  const placeholder = (
    <div className={clsx(styles.placeholder, styles[size])} aria-busy="true">
      <span className={styles.skeleton}>{state.status !== 'unknown' && <span className={styles.hidden}>{t('loading')}</span>}</span>
      <noscript>
        <p className={styles.guest}>{common('priceAfterLogin')}</p>
      </noscript>
    </div>
  );
  if (!product) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PriceFigures product={product} priceExcVat={product.price_exc_vat} size={size} />
    </Suspense>
  );
}
