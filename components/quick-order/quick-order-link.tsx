'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/intent-link';
import { useUser } from '@/lib/browser/use-user';
import { useLookupAvailable } from '@/lib/signed-in/browser/use-lookup-available';
import styles from '@/components/layout/header-actions.module.scss';

/** The path of the quick order page. */
export const QUICK_ORDER_PATH = '/rychla-objednavka';

/**
 * Whether the quick order is offered: the backend has the lookup and the person may order (an
 * accountant may not, docs/decisions/059-company-accounts.md; without a role, everyone may).
 */
export function useQuickOrderOffered(): boolean {
  const lookup = useLookupAvailable();
  const { user } = useUser();
  return lookup === true && user?.role !== 'accountant';
}

/** The header's text link to the quick order (wide screens; phones have it in the drawer), left out where it is not offered. */
export function QuickOrderHeaderLink() {
  const t = useTranslations('Header');
  if (!useQuickOrderOffered()) return null;
  return (
    <Link href={QUICK_ORDER_PATH} className={`${styles.action} ${styles.wideOnly} ${styles.textOnly}`}>
      <span>{t('quickOrder')}</span>
    </Link>
  );
}
