'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { QuickOrderDrawerLink } from '@/components/quick-order/quick-order-drawer-link';
import { useSession } from '@/lib/signed-in/browser/session';
import styles from './menu-drawer.module.scss';

/** The drawer's foot: sign-in and registration for guests, account and logout for customers. */
export function DrawerAccount() {
  const t = useTranslations('Header');
  const isLoggedIn = useSession() === 'customer';
  return (
    <div className={styles.account}>
      {isLoggedIn ? (
        <>
          <Button href="/account" variant="primary" icon="user" fullWidth>
            {t('myAccount')}
          </Button>
          <QuickOrderDrawerLink />
          <Button href="/logout" variant="secondary" icon="logout" fullWidth prefetch={false}>
            {t('logout')}
          </Button>
        </>
      ) : (
        <>
          <Button href="/login" variant="primary" icon="user" fullWidth>
            {t('login')}
          </Button>
          <Button href="/register" variant="secondary" fullWidth>
            {t('register')}
          </Button>
        </>
      )}
    </div>
  );
}
