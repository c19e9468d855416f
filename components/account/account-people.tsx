import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getPeople } from '@/lib/contract/calls/people';
import { ApiError } from '@/lib/contract/errors';
import { companyRoleOf, hasCompanyAccounts } from '@/lib/contract/schemas/user';
import { customerApi } from '@/lib/server/api';
import { requireCustomer } from '@/lib/server/require-customer';
import { AccountSection } from './account-section';
import { PeopleManager } from './people-manager';
import styles from './people.module.scss';

/**
 * /account/people: the company's owner manages its people (docs/decisions/059-company-accounts.md).
 * Not found where the backend has no company accounts (no role in the user: the call is not asked);
 * anyone but the owner, or a backend that refuses (403), is told in Slovak who manages the people.
 */
export async function AccountPeople() {
  const user = await requireCustomer('/account/people');
  if (!hasCompanyAccounts(user)) notFound();
  const t = await getTranslations('Account.people');
  const forbidden = (
    <AccountSection title={t('title')} id="people">
      <p className={styles.notice} role="alert">
        {t('forbidden')}
      </p>
    </AccountSection>
  );
  if (companyRoleOf(user) !== 'owner') return forbidden;
  let initial;
  try {
    initial = await getPeople(await customerApi());
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return forbidden;
    throw error;
  }
  return (
    <AccountSection title={t('title')} id="people">
      <p className={styles.intro}>{t('intro')}</p>
      <PeopleManager initial={initial} ownEmail={user.email} />
    </AccountSection>
  );
}
