import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { AccountMenu } from '@/components/account/account-menu';
import { IntlScope } from '@/components/layout/intl-scope';
import { WidthContainer } from '@/components/ui/width-container';
import styles from './account.module.scss';

/**
 * 'Môj účet': title and menu hold no customer data, so they are the static shell; every page
 * checks the session itself (requireCustomer inside <Suspense>), because a layout does not
 * re-render on navigation between its pages.
 */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('Account');
  return (
    <IntlScope area="account">
      <WidthContainer className={styles.page}>
        <h1 className={styles.title}>{t('title')}</h1>
        <div className={styles.grid}>
          <AccountMenu />
          <div className={styles.content}>{children}</div>
        </div>
      </WidthContainer>
    </IntlScope>
  );
}
