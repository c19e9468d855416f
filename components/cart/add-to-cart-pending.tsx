'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { isInStock } from '@/lib/shop/catalogue/stock';
import type { AddToCartProps } from './add-to-cart-box';
import styles from './add-to-cart.module.scss';
import quantityStyles from './quantity-input.module.scss';

/**
 * The add-to-cart row's outline until the session is known: nothing for guests, and where the
 * browser holds the signed-in hint (CSS, before the first paint) the quantity and the button in
 * their place and size, greyed and inert, so the customer's row arrives without moving anything.
 * Every guest card's HTML carries a card's outline, so it is one element: the quantity and the
 * button (its label from data-label) are its pseudo-elements. The detail's, one a page, keeps the
 * elements of its larger sizes.
 */
export function AddToCartPending({ stock, size = 'card' }: AddToCartProps) {
  const t = useTranslations('Product');
  const label = isInStock(stock) ? t('addToCart') : t('toOrder');
  if (size === 'card') return <span className={styles.cardOutline} data-label={label} aria-hidden="true" />;
  return (
    <div className={clsx(styles.box, styles[size], styles.pending)} aria-hidden="true">
      <span className={clsx(quantityStyles.quantity, quantityStyles.md, quantityStyles.outline)} />
      <span className={buttonClasses({ size: 'md', className: styles.add })}>
        <span>{label}</span>
      </span>
    </div>
  );
}
