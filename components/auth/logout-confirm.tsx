'use client';

import { useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import Link from '@/components/ui/intent-link';
import { LogoutRunner } from './logout-runner';
import styles from './auth-form.module.scss';

const noSubscription = () => () => {};

/**
 * /logout opened from another site: one button signs out as the shop's own links do, the other
 * goes home in place of this page (replace), so Back never returns to a sign-out.
 */
export function LogoutConfirm() {
  const t = useTranslations('Logout');
  const [confirmed, setConfirmed] = useState(false);
  // false in the server's HTML until React has hydrated the page: a click before then would do nothing
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (confirmed) return <LogoutRunner />;
  return (
    <div className={styles.actions}>
      <Button icon="logout" fullWidth disabled={!hydrated} onClick={() => setConfirmed(true)}>
        {t('confirm')}
      </Button>
      <Link href="/" replace className={buttonClasses({ variant: 'secondary', fullWidth: true })}>
        {t('stay')}
      </Link>
    </div>
  );
}
