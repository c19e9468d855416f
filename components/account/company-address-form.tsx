'use client';

import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { addCompanyAddress } from '@/lib/contract/calls/company-addresses';
import { companyAddressFormSchema, type CompanyAddress, type CompanyAddressForm } from '@/lib/contract/schemas/company-addresses';
import { browserApi } from '@/lib/browser/api';
import { markServerFieldErrors } from '@/lib/browser/server-field-errors';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast } from '@/lib/browser/toast-store';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useFormMessage } from '@/components/ui/use-form-message';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import styles from './company-address-book.module.scss';

const FIELDS = [
  { name: 'label', required: false, autoComplete: 'off', wide: true },
  { name: 'firstName', required: true, autoComplete: 'given-name', wide: false },
  { name: 'lastName', required: true, autoComplete: 'family-name', wide: false },
  // a one-line input: address-line1 (street-address is for a multi-line field)
  { name: 'street', required: true, autoComplete: 'address-line1', wide: true },
  { name: 'zip', required: true, autoComplete: 'postal-code', wide: false },
  { name: 'city', required: true, autoComplete: 'address-level2', wide: false },
  { name: 'phone', required: false, autoComplete: 'tel', wide: false },
] as const;
const NAMES = FIELDS.map((field) => field.name);

const EMPTY: CompanyAddressForm = { label: '', firstName: '', lastName: '', street: '', city: '', zip: '', phone: '' };

/** The form adding a delivery address to the company's book (docs/decisions/059-company-accounts.md): names, street, city and ZIP required. */
export function CompanyAddressFormPanel({ onAdded }: { onAdded: (book: CompanyAddress[]) => void }) {
  const t = useTranslations('Account.companyAddresses');
  const message = useFormMessage();
  const form = useSchemaForm(companyAddressFormSchema, EMPTY);
  const { errors, isSubmitting } = form.formState;
  const hydrated = useHydrated();

  async function onValid(values: CompanyAddressForm) {
    try {
      const book = await addCompanyAddress(browserApi, values);
      form.reset(EMPTY);
      pushToast({ variant: 'success', message: 'companyAddressAdded' });
      onAdded(book);
    } catch (error) {
      if (markServerFieldErrors(form.setError, error, NAMES)) pushToast({ variant: 'warning', message: 'formInvalid' });
      else showApiError('addresses', error);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={form.handleSubmit(onValid, () => pushToast({ variant: 'warning', message: 'formInvalid' }))}
      noValidate
      aria-labelledby="company-address-add-title"
    >
      <div className={styles.fields}>
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={t(field.name)}
            type={field.name === 'phone' ? 'tel' : 'text'}
            autoComplete={field.autoComplete === 'off' ? 'off' : `section-book shipping ${field.autoComplete}`}
            aria-required={field.required ? 'true' : undefined}
            hint={field.name === 'label' ? t('labelHint') : undefined}
            className={field.wide ? styles.wide : undefined}
            error={message(errors[field.name])}
            {...form.register(field.name)}
          />
        ))}
      </div>
      <div className={styles.formActions}>
        {/* a press before hydration would send the form the browser's way and lose what was typed */}
        <Button type="submit" variant="secondary" loading={isSubmitting} disabled={!hydrated} icon="plus">
          {t('add')}
        </Button>
      </div>
    </form>
  );
}
