import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { GuestAccountLinks } from './account-links';
import { IconAction } from './icon-action';
import styles from './header-actions.module.scss';

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
        <IconAction icon="user" label={t('myAccount')} />
        <IconAction icon="logout" label={t('logout')} wideOnly />
        <IconAction icon="heart" label={t('wishlist')} />
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
