'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/intent-link';
import { BasicIcon } from '@/components/ui/basic-icon';
import { useCompareList } from '@/lib/browser/compare-list';
import { COMPARE_PATH } from '@/lib/shop/urls/shop-paths';
import { BadgedIcon } from './badged-icon';
import styles from './header-actions.module.scss';

/**
 * The header's link to the comparison with the number of compared products, for guests and
 * customers alike. The list lives in this browser only, so the server (and the cached HTML)
 * renders nothing here; it appears after hydration, and not at all while the list is empty.
 * The header places it twice, each shown at its own widths (`className`).
 */
export function CompareLink({ className }: { className?: string }) {
  const t = useTranslations('Compare');
  const count = useCompareList().length;
  if (count === 0) return null;
  return (
    <Link href={COMPARE_PATH} className={clsx(styles.action, className)} aria-label={t('headerLabel', { count })} prefetch={false}>
      <BadgedIcon icon={<BasicIcon name="compare" />} count={count} />
      <span className={styles.text} aria-hidden="true">
        {t('header')}
      </span>
    </Link>
  );
}
