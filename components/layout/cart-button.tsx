'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { useCart } from '@/lib/client/use-cart';
import { formatPrice } from '@/lib/money';
import styles from './header-actions.module.scss';

/** The cart link: pieces in a badge and, from 751 px, the total excluding VAT. */
export function CartButton() {
  const t = useTranslations('Header');
  const tc = useTranslations('Common');
  const { cart } = useCart();
  const total = `${formatPrice(cart.product_price_without_vat)}\u00a0${tc('currency')}`;

  return (
    <Link href="/cart" className={`${styles.action} ${styles.cart}`} aria-label={t('cartLabel', { count: cart.amount, total })}>
      <span className={styles.iconWrap}>
        <Icon name="cart" />
        <span className={styles.badge} aria-hidden="true">
          {cart.amount}
        </span>
      </span>
      <span className={styles.cartText} aria-hidden="true">
        <span className={styles.cartTitle}>{t('cart')}</span>
        <span className={styles.cartTotal}>{total}</span>
      </span>
    </Link>
  );
}
