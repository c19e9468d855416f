'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { Button, buttonClasses } from '@/components/ui/button';
import Link from '@/components/ui/intent-link';
import { LogoutRunner } from './logout-runner';
import styles from './auth-form.module.scss';

/**
 * /logout opened from another site: one button signs out as the shop's own links do, the other
 * goes home in place of this page (replace), so Back never returns to a sign-out.
 */
export function LogoutConfirm() {
  const t = useTranslations('Logout');
  const [confirmed, setConfirmed] = useState(false);
  const hydrated = useHydrated();
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
