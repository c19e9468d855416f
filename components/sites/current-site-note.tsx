'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { useUser } from '@/lib/browser/use-user';
import styles from './current-site-note.module.scss';

/**
 * Which building site the basket is for (docs/decisions/059-company-accounts.md), on the cart and
 * in checkout, so the person knows which job they order for; nothing without a site.
 */
export function CurrentSiteNote() {
  const t = useTranslations('Cart');
  const { user } = useUser();
  if (!user?.site) return null;
  return (
    <p className={styles.note} data-testid="current-site-note">
      <Icon name="site" size={18} />
      <span>{t.rich('siteNote', { name: user.site.name, reference: user.site.job_reference, strong: (chunks) => <strong>{chunks}</strong> })}</span>
    </p>
  );
}
