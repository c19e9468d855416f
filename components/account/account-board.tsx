import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { companyName } from '@/components/auth/customer-name';
import { requireCustomer } from '@/lib/server/require-customer';
import { ACCOUNT_OPTIONS, OWNER_OPTIONS } from './account-menu-items';
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
        {/* the owner's options (approvals) are in the menu only: the board stays as it was for every role */}
        {ACCOUNT_OPTIONS.filter((option) => !OWNER_OPTIONS.includes(option)).map((option) => (
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
