import { getTranslations } from 'next-intl/server';
import { getAddresses } from '@/lib/contract/calls/account';
import { getCompanyAddresses } from '@/lib/contract/calls/company-addresses';
import { DELIVERY_ADDRESS, INVOICE_ADDRESS, type Address } from '@/lib/contract/schemas/account';
import { companyRoleOf, hasCompanyAccounts } from '@/lib/contract/schemas/user';
import { customerApi } from '@/lib/server/api';
import { requireCustomer } from '@/lib/server/require-customer';
import { AccountSection } from './account-section';
import { CompanyAddressBook } from './company-address-book';
import styles from './account-addresses.module.scss';

function AddressCard({ title, address, phoneLabel, missing }: { title: string; address?: Address; phoneLabel: (phone: string) => string; missing: string }) {
  const name = address ? `${address.first_name} ${address.last_name}`.trim() : '';
  return (
    <article className={styles.card}>
      <h3 className={styles.cardTitle}>{title}</h3>
      {address ? (
        <address className={styles.address}>
          {name && <span className={styles.name}>{name}</span>}
          {address.street && <span>{address.street}</span>}
          {(address.zip || address.city) && <span>{`${address.zip} ${address.city}`.trim()}</span>}
          {address.phone && <span>{phoneLabel(address.phone)}</span>}
        </address>
      ) : (
        <p className={styles.missing}>{missing}</p>
      )}
    </article>
  );
}

/**
 * The read-only invoice (type 1) and delivery (type 2) addresses, or an empty state; under them the
 * company's shared address book (docs/decisions/059-company-accounts.md), asked only of a backend with
 * company accounts (it sends a role) and left out where the upstream lacks it.
 */
export async function AccountAddresses() {
  const user = await requireCustomer('/account/addresses');
  const t = await getTranslations('Account');
  const client = await customerApi();
  const [addresses, book] = await Promise.all([getAddresses(client), hasCompanyAccounts(user) ? getCompanyAddresses(client) : null]);
  const invoice = addresses.find((a) => a.type === INVOICE_ADDRESS);
  const delivery = addresses.find((a) => a.type === DELIVERY_ADDRESS);
  const phoneLabel = (phone: string) => t('addresses.phone', { phone });
  return (
    <AccountSection title={t('menu.addresses')} id="addresses">
      {invoice || delivery ? (
        <div className={styles.grid}>
          <AddressCard title={t('addresses.invoice')} address={invoice} phoneLabel={phoneLabel} missing={t('addresses.missing')} />
          <AddressCard title={t('addresses.delivery')} address={delivery} phoneLabel={phoneLabel} missing={t('addresses.missing')} />
        </div>
      ) : (
        <p className={styles.empty}>{t('addresses.empty')}</p>
      )}
      {book && (
        <section className={styles.book} aria-labelledby="company-addresses-title">
          <h3 id="company-addresses-title" className={styles.bookTitle}>
            {t('companyAddresses.title')}
          </h3>
          <CompanyAddressBook initial={book} canEdit={companyRoleOf(user) !== 'accountant'} />
        </section>
      )}
    </AccountSection>
  );
}
