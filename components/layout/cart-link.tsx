import { useTranslations } from 'next-intl';
import Link from '@/components/ui/intent-link';
import { Icon } from '@/components/ui/icon';
import { formatPrice } from '@/lib/shared/format/money';
import { BadgedIcon } from './badged-icon';
import styles from './header-actions.module.scss';

/** The header's cart link: pieces in a badge and, from 751 px, the total excluding VAT. */
export function CartLink({ amount, totalExcVat }: { amount: number; totalExcVat: number }) {
  const t = useTranslations('Header');
  const tc = useTranslations('Common');
  const total = `${formatPrice(totalExcVat)}\u00a0${tc('currency')}`;

  return (
    <Link href="/cart" className={`${styles.action} ${styles.cart}`} aria-label={t('cartLabel', { count: amount, total })}>
      <BadgedIcon icon={<Icon name="cart" />} count={amount} />
      <span className={styles.cartText} aria-hidden="true">
        <span className={styles.cartTitle}>{t('cart')}</span>
        <span className={styles.cartTotal}>{total}</span>
      </span>
    </Link>
  );
}
