import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { requireCustomer } from '@/lib/server/require-customer';
import type { AccountOption } from './account-menu-items';
import { AccountSection } from './account-section';
import styles from './account-empty.module.scss';

/** A guarded account page whose list is empty for now (wishlist, orders, invoices until their issues land). */
export async function AccountEmpty({ option }: { option: AccountOption }) {
  await requireCustomer(`/account/${option}`);
  const t = await getTranslations('Account');
  return (
    <AccountSection title={t(`menu.${option}`)} id={option}>
      <div className={styles.empty}>
        <Icon name="info" size={28} className={styles.icon} />
        <p>{t('empty')}</p>
      </div>
    </AccountSection>
  );
}
