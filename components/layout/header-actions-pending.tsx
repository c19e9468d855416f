import { useTranslations } from 'next-intl';
import { Icon, type IconName } from '@/components/ui/icon';
import { GuestAccountLinks } from './account-links';
import styles from './header-actions.module.scss';

/** One of the customer corner's actions as an outline: its icon and label, nothing to click. */
function ActionOutline({ icon, label, wideOnly = false }: { icon: IconName; label: string; wideOnly?: boolean }) {
  return (
    <span className={wideOnly ? `${styles.action} ${styles.wideOnly}` : styles.action}>
      <Icon name={icon} />
      <span className={styles.text}>{label}</span>
    </span>
  );
}

/**
 * The header corner until the browser knows the session (the prerendered HTML, the same for
 * everyone): the guest's links, or where the browser holds the signed-in hint (CSS, before the first
 * paint) the outline of the customer's corner in its place and size: labels only, no count, no
 * total, nothing to click, until the customer's own corner (HeaderActionsLive) arrives.
 */
export function HeaderActionsPending() {
  const t = useTranslations('Header');
  return (
    <>
      <span className={styles.forGuest}>
        <GuestAccountLinks />
      </span>
      <span className={styles.forCustomer} aria-hidden="true">
        <span className={`${styles.action} ${styles.wideOnly} ${styles.textOnly}`}>{t('quickOrder')}</span>
        <ActionOutline icon="user" label={t('myAccount')} />
        <ActionOutline icon="logout" label={t('logout')} wideOnly />
        <ActionOutline icon="heart" label={t('wishlist')} />
        <span className={`${styles.action} ${styles.cart}`}>
          <Icon name="cart" />
          <span className={styles.cartText}>
            <span className={styles.cartTitle}>{t('cart')}</span>
            <span className={`${styles.cartTotal} ${styles.totalPending}`} />
          </span>
        </span>
      </span>
    </>
  );
}
