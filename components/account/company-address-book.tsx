'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { removeCompanyAddress } from '@/lib/contract/calls/company-addresses';
import type { CompanyAddress } from '@/lib/contract/schemas/company-addresses';
import { browserApi } from '@/lib/browser/api';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast } from '@/lib/browser/toast-store';
import { companyAddressName } from '@/lib/shop/account/company-address-name';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { CompanyAddressFormPanel } from './company-address-form';
import styles from './company-address-book.module.scss';

interface CompanyAddressBookProps {
  initial: CompanyAddress[];
  /** false for an accountant: the list only (docs/decisions/059-company-accounts.md) */
  canEdit: boolean;
}

/** The company's shared delivery addresses as cards, each removable (after a confirmation) by an owner or buyer, and the form adding one. */
export function CompanyAddressBook({ initial, canEdit }: CompanyAddressBookProps) {
  const t = useTranslations('Account.companyAddresses');
  const [book, setBook] = useState(initial);
  const [removing, setRemoving] = useState<number | null>(null);

  async function remove(address: CompanyAddress) {
    if (!window.confirm(t('removeConfirm', { name: companyAddressName(address) }))) return;
    setRemoving(address.id);
    try {
      setBook(await removeCompanyAddress(browserApi, address.id));
      pushToast({ variant: 'success', message: 'companyAddressRemoved' });
    } catch (error) {
      showApiError('addresses', error);
    } finally {
      setRemoving(null);
    }
  }

  return (
    <div className={styles.book}>
      <p className={styles.intro}>{t('intro')}</p>
      {book.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {book.map((address) => (
            <li key={address.id} className={styles.card}>
              <h4 className={styles.cardTitle}>
                <Icon name="map-pin" size={18} />
                {companyAddressName(address)}
              </h4>
              <address className={styles.address}>
                <span className={styles.name}>{`${address.first_name} ${address.last_name}`.trim()}</span>
                <span>{address.street}</span>
                <span>{`${address.zip} ${address.city}`.trim()}</span>
                {address.phone && <span>{address.phone}</span>}
              </address>
              {canEdit && (
                <Button
                  variant="ghost"
                  icon="trash"
                  className={styles.remove}
                  loading={removing === address.id}
                  onClick={() => void remove(address)}
                  aria-label={t('removeNamed', { name: companyAddressName(address) })}
                >
                  {t('remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <section className={styles.addSection} aria-labelledby="company-address-add-title">
          <h4 id="company-address-add-title" className={styles.addTitle}>
            {t('addTitle')}
          </h4>
          <CompanyAddressFormPanel onAdded={setBook} />
        </section>
      ) : (
        <p className={styles.note} role="note">
          {t('readOnly')}
        </p>
      )}
    </div>
  );
}
