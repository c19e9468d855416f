'use client';

import { useId, useState } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { getCompanyAddresses } from '@/lib/contract/calls/company-addresses';
import type { CompanyAddress } from '@/lib/contract/schemas/company-addresses';
import { hasCompanyAccounts } from '@/lib/contract/schemas/user';
import { browserApi } from '@/lib/browser/api';
import { CUSTOMER_DATA } from '@/lib/browser/swr-options';
import { useUser } from '@/lib/browser/use-user';
import { companyAddressName } from '@/lib/shop/account/company-address-name';
import { Icon } from '@/components/ui/icon';
import type { CheckoutForm } from './use-checkout-form';
import styles from './company-address-picker.module.scss';

/** The company's address book: GET /x/company/addresses, an extension (null where the upstream lacks it). */
const BOOK_KEY = '/x/company/addresses';

/** The delivery fields a shared address fills, in the form's names. */
function deliveryOf(address: CompanyAddress): CheckoutForm['delivery'] {
  return { firstName: address.first_name, lastName: address.last_name, street: address.street, city: address.city, zip: address.zip, phone: address.phone };
}

interface CompanyAddressPickerProps {
  form: UseFormReturn<CheckoutForm>;
  /** the delivery address goes apart from the billing one: picking turns it on */
  onSeparateDelivery: () => void;
}

/**
 * "Adresa z adresára firmy": fills the delivery address from the company's shared book
 * (docs/decisions/059-company-accounts.md). Picking only fills the fields, which stay editable, so
 * it sits beside whatever else prefilled them (the stored address, the building site's). Asked only
 * of a backend with company accounts (the user has a role); nothing shows without addresses.
 */
export function CompanyAddressPicker({ form, onSeparateDelivery }: CompanyAddressPickerProps) {
  const t = useTranslations('Checkout.companyAddress');
  const id = useId();
  const { user } = useUser();
  const { data: book } = useSWR(user && hasCompanyAccounts(user) ? BOOK_KEY : null, () => getCompanyAddresses(browserApi), {
    ...CUSTOMER_DATA,
    revalidateOnFocus: false,
  });
  const [picked, setPicked] = useState('');
  if (!book || book.length === 0) return null;

  const pick = (value: string) => {
    setPicked(value);
    const address = book.find((a) => String(a.id) === value);
    if (!address) return;
    onSeparateDelivery();
    for (const [name, text] of Object.entries(deliveryOf(address)) as [keyof CheckoutForm['delivery'], string][]) {
      form.setValue(`delivery.${name}`, text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  };

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        <Icon name="map-pin" size={18} />
        {t('label')}
      </label>
      <select id={id} className={styles.select} value={picked} onChange={(event) => pick(event.target.value)} aria-describedby={`${id}-hint`}>
        <option value="">{t('placeholder')}</option>
        {book.map((address) => (
          <option key={address.id} value={address.id}>
            {address.label ? `${address.label}: ${address.street}, ${address.city}` : companyAddressName(address)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('hint')}
      </p>
    </div>
  );
}
