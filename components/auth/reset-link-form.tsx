'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { requestPasswordReset } from '@/lib/contract/calls/account';
import { resetLinkFormSchema, type ResetLinkForm as ResetLinkValues } from '@/lib/contract/schemas/requests/password';
import { browserApi } from '@/lib/browser/api';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast } from '@/lib/browser/toast-store';
import { FormField } from '@/components/ui/form-field';
import { useFormMessage } from '@/components/ui/use-form-message';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { AuthActions } from './auth-actions';
import styles from './auth-form.module.scss';

/** Asks for the e-mail to send a reset link to; the backend answers the same whether the account exists or not. */
export function ResetLinkForm() {
  const t = useTranslations('ResetPassword');
  const fields = useTranslations('Forms.fields');
  const message = useFormMessage();
  const lang = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm(resetLinkFormSchema, { email: '' });
  const { errors, isSubmitting } = form.formState;

  async function onValid({ email }: ResetLinkValues) {
    try {
      await requestPasswordReset(browserApi, lang, email);
    } catch (error) {
      showApiError('resetPassword', error);
      return;
    }
    setSentTo(email);
    pushToast({ variant: 'success', message: 'resetPasswordEmailSent' });
  }

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onValid, () => pushToast({ variant: 'warning', message: 'formInvalid' }))} noValidate>
      {sentTo && (
        <p className={styles.status} role="status">
          {t('sent', { email: sentTo })}
        </p>
      )}
      <FormField label={fields('email')} type="email" autoComplete="email" inputMode="email" error={message(errors.email)} {...form.register('email')} />
      <AuthActions submit={t('submit')} loading={isSubmitting} link={{ href: '/login', label: t('backToLogin') }} />
    </form>
  );
}
