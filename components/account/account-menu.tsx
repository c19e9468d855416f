'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Icon } from '@/components/ui/icon';
import { useLookupAvailable } from '@/lib/signed-in/browser/use-lookup-available';
import { useUser } from '@/lib/browser/use-user';
import { ACCOUNT_MENU, menuItemAllowed } from './account-menu-items';
import { usePendingApprovals } from './use-pending-approvals';
import styles from './account-menu.module.scss';

/** The account area's menu as links (the quick order unless the backend lacks its lookup); the current page is marked with aria-current. */
export function AccountMenu() {
  const t = useTranslations('Account');
  const pathname = usePathname().replace(/\/+$/, '') || '/';
  // The quick order needs the lookup extension: in the menu from the server's HTML on, and left out
  // only once the backend answered that it lacks it. Added when the answer came, it pushed the whole
  // account page down on phones (two-column menu above it), and a tap landed on the wrong thing.
  const quickOrder = useLookupAvailable() !== false;
  // the person decides what else is shown (people and approvals for the owner only, no ordering for an accountant, sites where the backend has them)
  const { user } = useUser();
  // the owner sees at a glance that buyers wait for a decision
  const pending = usePendingApprovals(user?.role === 'owner');
  return (
    <nav aria-label={t('menuLabel')} className={styles.nav}>
      <ul className={styles.list}>
        {ACCOUNT_MENU.filter((item) => (item.key !== 'quickOrder' || quickOrder) && menuItemAllowed(item.key, user)).map((item) => {
          const current = pathname === item.href;
          const logout = item.key === 'logout';
          return (
            <li key={item.key} className={clsx(logout && styles.logoutItem)}>
              <Link
                href={item.href}
                className={clsx(styles.link, current && styles.current, logout && styles.logout)}
                aria-current={current ? 'page' : undefined}
                prefetch={logout ? false : undefined}
              >
                {logout && <Icon name="logout" size={18} />}
                {t(`menu.${item.key}`)}
                {item.key === 'approvals' && pending > 0 && (
                  <>
                    <span className={styles.hidden}>{t('approvals.pendingBadge', { count: pending })}</span>
                    <span className={styles.badge} aria-hidden="true" data-testid="pending-approvals">
                      {pending}
                    </span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
