import { useTranslations } from 'next-intl';
import Link from '@/components/ui/intent-link';
import { Icon } from '@/components/ui/icon';
import styles from './header-actions.module.scss';

/** Login and register: what the server renders for everyone, and what guests keep. */
export function GuestAccountLinks() {
  const t = useTranslations('Header');
  return (
    <>
      <Link href="/login" className={styles.action}>
        <Icon name="user" />
        <span className={styles.text}>{t('login')}</span>
      </Link>
      <Link href="/register" className={`${styles.action} ${styles.wideOnly} ${styles.textOnly}`}>
        <span>{t('register')}</span>
      </Link>
    </>
  );
}

/** My account and logout, for signed-in customers. */
export function CustomerAccountLinks() {
  const t = useTranslations('Header');
  return (
    <>
      <Link href="/account" className={styles.action}>
        <Icon name="user" />
        <span className={styles.text}>{t('myAccount')}</span>
      </Link>
      <Link href="/logout" className={`${styles.action} ${styles.wideOnly}`} prefetch={false}>
        <Icon name="logout" />
        <span className={styles.text}>{t('logout')}</span>
      </Link>
    </>
  );
}
