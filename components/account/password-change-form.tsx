'use client';

import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { changePassword } from '@/lib/contract/calls/account';
import { ApiError } from '@/lib/contract/errors';
import { passwordChangeFormSchema, toPasswordChangePayload, type PasswordChangeForm as PasswordValues } from '@/lib/contract/schemas/requests/password';
import { browserApi } from '@/lib/browser/api';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast, TOAST_TIMEOUT_MS } from '@/lib/browser/toast-store';
import { USER_KEY } from '@/lib/browser/use-user';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useFormMessage } from '@/components/ui/use-form-message';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { NewPasswordFields } from '@/components/auth/new-password-fields';
import styles from '@/components/auth/auth-form.module.scss';

const EMPTY: PasswordValues = { old: '', password: '', passwordRepeat: '' };

/** Old, new and repeat (docs/rules.md#validation); a wrong old password marks that field, success re-checks the session (docs/rules.md#states). */
export function PasswordChangeForm() {
  const t = useTranslations('Account.details');
  const fields = useTranslations('Forms.fields');
  const message = useFormMessage();
  const { mutate } = useSWRConfig();
  const form = useSchemaForm(passwordChangeFormSchema, EMPTY);
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: PasswordValues) {
    try {
      await changePassword(browserApi, toPasswordChangePayload(values));
    } catch (error) {
      if (error instanceof ApiError && error.hasKey('old')) {
        form.setError('old', { type: 'server', message: 'forms.wrongPassword' }, { shouldFocus: true });
      } else showApiError('profile', error);
      return;
    }
    // The backend rotated the session cookie: check that the new one works.
    await mutate(USER_KEY);
    pushToast({ variant: 'success', message: 'passwordChanged', timeout: TOAST_TIMEOUT_MS });
    form.reset(EMPTY);
  }

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onValid)} noValidate>
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <div className={styles.section}>
        <FormField label={fields('oldPassword')} type="password" autoComplete="current-password" error={message(errors.old)} {...form.register('old')} />
        <NewPasswordFields className={styles.rowStart} register={form.register} errors={errors} />
      </div>
      <div className={styles.actionsInline}>
        <Button type="submit" loading={isSubmitting}>
          {t('changePassword')}
        </Button>
      </div>
    </form>
  );
}
