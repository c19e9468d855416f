'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { MessagesScope } from '@/components/ui/messages-scope';
import { useCustomerProduct, type PriceState } from '@/lib/signed-in/browser/customer-products';
import { lazyNamed } from '@/lib/browser/lazy-named';
import { registerCustomerCode } from '@/lib/signed-in/browser/session';
import priceMessages from '@/messages/sk.price.json';
import styles from './price-slot.module.scss';

// Only customers see figures: their code (formatting, discount) loads with their prices, at once where the signed-in hint is.
const priceFigures = lazyNamed(() => import('./price-figures'), 'PriceFigures');
registerCustomerCode(priceFigures.preload);
const PriceFigures = priceFigures.Component;

type Size = 'card' | 'detail';

/**
 * The figures' outline while a customer's prices load: the same lines at the same heights. A card's
 * is one element whose two lines CSS draws; the detail's, one a page, keeps a line for the discount
 * as elements.
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
 * The server renders the guest's text and the customer's skeleton (a card's: the same paragraph;
 * guest HTML never holds a price, and it is the same for everyone); CSS on the signed-in hint
 * shows one of them before the first paint, so a guest reads the text at once, also without
 * JavaScript, and a customer sees the skeleton until CustomerProductsProvider brings the prices.
 */
export function PriceSlot({ productId, size = 'card' }: { productId: number; size?: Size }) {
  const common = useTranslations('Common');
  const state = useCustomerProduct(productId);

  if (state.status === 'guest') return <p className={clsx(styles.guest, styles[size])}>{common('priceAfterLogin')}</p>;
  if (state.status === 'unknown') {
    // A card's guest text is also its skeleton: on the signed-in hint CSS hides the text (in its
    // span) and draws the skeleton's lines on the paragraph. Every guest card's HTML carries it,
    // so it is one element, not the text and a hidden skeleton beside it.
    if (size === 'card') {
      return (
        <p className={styles.cardUntilKnown}>
          <span>{common('priceAfterLogin')}</span>
        </p>
      );
    }
    return (
      <>
        <p className={clsx(styles.guest, styles[size], styles.forGuest)}>{common('priceAfterLogin')}</p>
        <PriceSkeleton size={size} hidden />
      </>
    );
  }
  // the figures' texts come with this code (messages/sk.price.json): only a customer's browser reads them
  return (
    <MessagesScope messages={priceMessages}>
      <CustomerPrice state={state} size={size} />
    </MessagesScope>
  );
}

function CustomerPrice({ state, size }: { state: Exclude<PriceState, { status: 'guest' | 'unknown' }>; size: Size }) {
  const t = useTranslations('Price');
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
