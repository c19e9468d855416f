'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/intent-link';
import { useLookupAvailable } from '@/lib/signed-in/browser/use-lookup-available';
import styles from '@/components/layout/header-actions.module.scss';

/** The path of the quick order page. */
export const QUICK_ORDER_PATH = '/rychla-objednavka';

/** The header's text link to the quick order (wide screens; phones have it in the drawer), left out where the backend lacks the lookup. */
export function QuickOrderHeaderLink() {
  const t = useTranslations('Header');
  if (!useLookupAvailable()) return null;
  return (
    <Link href={QUICK_ORDER_PATH} className={`${styles.action} ${styles.wideOnly} ${styles.textOnly}`}>
      <span>{t('quickOrder')}</span>
    </Link>
  );
}
