'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { isInStock } from '@/lib/catalogue/stock';
import type { AddToCartProps } from './add-to-cart-box';
import styles from './add-to-cart.module.scss';
import quantityStyles from './quantity-input.module.scss';

/**
 * The add-to-cart row's outline until the session is known: nothing for guests, and where the
 * browser holds the signed-in hint (CSS, before the first paint) the quantity and the button in
 * their place and size, greyed and inert, so the customer's row arrives without moving anything.
 */
export function AddToCartPending({ stock, size = 'card' }: AddToCartProps) {
  const t = useTranslations('Product');
  return (
    <div className={clsx(styles.box, styles[size], styles.pending)} aria-hidden="true">
      <span className={clsx(quantityStyles.quantity, quantityStyles[size === 'card' ? 'sm' : 'md'])}>
        <span className={quantityStyles.step} />
        <span className={quantityStyles.input} />
        <span className={quantityStyles.step} />
      </span>
      <p className={quantityStyles.message} />
      <span className={buttonClasses({ size: 'md', className: styles.add })}>
        <Icon name="cart" size={18} />
        <span>{isInStock(stock) ? t('addToCart') : t('toOrder')}</span>
      </span>
    </div>
  );
}
