import { getTranslations } from 'next-intl/server';
import { getSites } from '@/lib/contract/calls/sites';
import { extensionOr } from '@/lib/contract/errors';
import { customerApi } from '@/lib/server/api';
import { requireCustomer } from '@/lib/server/require-customer';
import { AccountSection } from '@/components/account/account-section';
import { SitesManager } from './sites-manager';

/**
 * /account/sites: the company's building sites (docs/decisions/059-company-accounts.md), added,
 * edited and archived by an owner or buyer, read-only for an accountant. An upstream without the
 * extension gets a note instead of a failing page.
 */
export async function AccountSites() {
  const user = await requireCustomer('/account/sites');
  const t = await getTranslations('Account.sites');
  // an upstream without sites says so in the user (no `has_sites`): not asked, so no failing call
  const client = await customerApi();
  const { value } =
    user.has_sites === undefined
      ? { value: null }
      : await extensionOr(
          () => getSites(client),
          async () => null,
        );
  return (
    <AccountSection title={t('title')} id="sites">
      {value ? <SitesManager initial={value.sites} current={value.current} canEdit={user.role !== 'accountant'} /> : <p>{t('unavailable')}</p>}
    </AccountSection>
  );
}
