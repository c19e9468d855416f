'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { useFormMessage } from '@/components/ui/use-form-message';
import type { CheckoutForm } from './use-checkout-form';
import styles from './checkout.module.scss';

const FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'street', autoComplete: 'street-address' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'zip', autoComplete: 'postal-code' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
] as const;

interface AddressFieldsProps {
  form: UseFormReturn<CheckoutForm>;
  group: 'billing' | 'delivery';
  /** the account's e-mail: shown read-only in the billing form */
  email?: string;
}

/** The address inputs of one group; the billing group adds the read-only e-mail. */
export function AddressFields({ form, group, email }: AddressFieldsProps) {
  const t = useTranslations('Checkout');
  const message = useFormMessage();
  const errors = form.formState.errors[group];
  const section = group === 'billing' ? 'billing' : 'shipping';
  return (
    <div className={styles.fields}>
      {FIELDS.map((f) => (
        <FormField
          key={f.name}
          label={t(`fields.${f.name}`)}
          type={'type' in f ? f.type : 'text'}
          autoComplete={`section-${group} ${section} ${f.autoComplete}`}
          required={group === 'billing'}
          error={message(errors?.[f.name])}
          {...form.register(`${group}.${f.name}`)}
        />
      ))}
      {group === 'billing' && (
        <FormField
          label={t('fields.email')}
          type="email"
          value={email ?? ''}
          disabled
          readOnly
          hint={t('emailHint')}
          error={message(form.formState.errors.billing?.email)}
        />
      )}
    </div>
  );
}
