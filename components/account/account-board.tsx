import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { companyName } from '@/components/auth/customer-name';
import { requireCustomer } from '@/lib/server/require-customer';
import { ACCOUNT_OPTIONS, menuItemAllowed } from './account-menu-items';
import { AccountSection } from './account-section';
import { CreditBalance } from './credit-balance';
import styles from './account-board.module.scss';

/**
 * The board: greeting with the company, a 'not you? log out' link, a message, the balance of a
 * company buying on account, and shortcuts to the sections.
 */
export async function AccountBoard() {
  const user = await requireCustomer('/account');
  const t = await getTranslations('Account');
  const company = companyName(user);
  return (
    <AccountSection title={t('board.greeting', { company })} id="board">
      <p className={styles.notYou}>
        {t.rich('board.notYou', {
          company,
          link: (chunks) => (
            <Link href="/logout" prefetch={false} className={styles.logout}>
              {chunks}
            </Link>
          ),
        })}
      </p>
      <p>{t('board.message')}</p>
      <CreditBalance />
      <ul className={styles.shortcuts}>
        {/* the owner's pages (people, approvals) are in the menu only: the board's shortcuts are everyone's */}
        {ACCOUNT_OPTIONS.filter((option) => menuItemAllowed(option, user)).map((option) => (
          <li key={option}>
            <Link href={`/account/${option}`} className={styles.shortcut}>
              {t(`menu.${option}`)}
            </Link>
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}
