'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { useUser } from '@/lib/client/use-user';
import styles from './header-actions.module.scss';

/** Login and register for guests, my account and logout for customers; guest links until the session check answers. */
export function AccountLinks() {
  const t = useTranslations('Header');
  const { isLoggedIn } = useUser();

  if (isLoggedIn) {
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
