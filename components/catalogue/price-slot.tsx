'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { useCustomerProduct } from '@/lib/client/customer-products';
import { lazyNamed } from '@/lib/client/lazy-named';
import { registerCustomerCode } from '@/lib/client/session';
import styles from './price-slot.module.scss';

// Only customers see figures: their code (formatting, discount) loads with their prices, at once where the signed-in hint is.
const priceFigures = lazyNamed(() => import('./price-figures'), 'PriceFigures');
registerCustomerCode(priceFigures.preload);
const PriceFigures = priceFigures.Component;

type Size = 'card' | 'detail';

/**
 * The figures' outline while a customer's prices load: the same lines at the same heights. A card's
 * is one element whose two lines CSS draws (every guest card's HTML carries it, hidden); the
 * detail's, one a page, keeps a line for the discount as elements.
 */
function PriceSkeleton({ size, label, hidden }: { size: Size; label?: string; hidden?: boolean }) {
  const labelText = label && <span className={styles.hidden}>{label}</span>;
  const className = clsx(styles.price, styles[size], hidden && styles.forCustomer);
  if (size === 'card') {
    return (
      <div className={clsx(className, styles.lines)} aria-busy="true">
        {labelText}
      </div>
    );
  }
  return (
    <div className={className} aria-busy="true">
      <p className={styles.main}>
        <span className={styles.skeleton}>{labelText}</span>
      </p>
      {/* the detail's figures keep a line for the discount, so the buy box below never moves when they arrive */}
      <p className={styles.discountOutline}>
        <span className={clsx(styles.skeleton, styles.small)} />
      </p>
      <p className={styles.withVat}>
        <span className={clsx(styles.skeleton, styles.small)} />
      </p>
    </div>
  );
}

/**
 * A product's price for the signed-in customer, or 'price shown after login' for guests.
 * The server renders both the guest's text and the customer's skeleton (guest HTML never holds a
 * price, and it is the same for everyone); CSS on the signed-in hint shows one of them before
 * the first paint, so a guest reads the text at once, also without JavaScript, and a customer
 * sees the skeleton until CustomerProductsProvider brings the prices.
 */
export function PriceSlot({ productId, size = 'card' }: { productId: number; size?: Size }) {
  const t = useTranslations('Catalogue.price');
  const common = useTranslations('Common');
  const state = useCustomerProduct(productId);
  const guestText = (forGuest: boolean) => <p className={clsx(styles.guest, styles[size], forGuest && styles.forGuest)}>{common('priceAfterLogin')}</p>;

  if (state.status === 'guest') return guestText(false);
  if (state.status === 'unknown') {
    return (
      <>
        {guestText(true)}
        <PriceSkeleton size={size} hidden />
      </>
    );
  }
  const product = state.status === 'ready' ? state.product : null;
  if (state.status === 'missing' || product?.price_exc_vat === null) return <p className={clsx(styles.guest, styles[size])}>{t('unavailable')}</p>;
  const skeleton = <PriceSkeleton size={size} label={t('loading')} />;
  if (!product) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <PriceFigures product={product} priceExcVat={product.price_exc_vat} size={size} />
    </Suspense>
  );
}
