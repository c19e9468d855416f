'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileFormSchema, type ProfileForm as ProfileValues } from '@/lib/api/schemas/requests/profile';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useFormMessage } from '@/components/ui/use-form-message';
import styles from '@/components/auth/auth-form.module.scss';

const FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'displayName', autoComplete: 'nickname' },
  { name: 'email', autoComplete: 'email', type: 'email' },
] as const;

/** Personal info: validated, but (spec §2) submitting only marks the form submitted; no call is sent. */
export function ProfileForm({ defaults }: { defaults: ProfileValues }) {
  const t = useTranslations('Account.details');
  const fields = useTranslations('Forms.fields');
  const message = useFormMessage();
  const [submitted, setSubmitted] = useState(false);
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaults,
  });
  const { errors } = form.formState;

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(() => setSubmitted(true), () => setSubmitted(false))} noValidate>
      <div className={styles.section}>
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={fields(field.name)}
            type={'type' in field ? field.type : 'text'}
            autoComplete={field.autoComplete}
            aria-required="true"
            error={message(errors[field.name])}
            {...form.register(field.name)}
          />
        ))}
      </div>
      {submitted && (
        <p className={styles.status} role="status">
          {t('personalNote')}
        </p>
      )}
      <div className={styles.actionsInline}>
        <Button type="submit" variant="secondary">
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
