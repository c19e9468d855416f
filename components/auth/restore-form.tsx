'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { restorePassword } from '@/lib/contract/calls/account';
import { ApiError } from '@/lib/contract/errors';
import { restoreFormSchema, type RestoreForm as RestoreValues } from '@/lib/contract/schemas/requests/password';
import { browserApi } from '@/lib/browser/api';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast } from '@/lib/browser/toast-store';
import { announceSessionChange } from '@/lib/signed-in/browser/session';
import { USER_KEY } from '@/lib/browser/use-user';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { NewPasswordFields } from './new-password-fields';
import { AuthActions } from './auth-actions';
import styles from './auth-form.module.scss';

/** The new password for a reset link's token; success forgets any session and goes to /login (docs/rules.md#states). */
export function RestoreForm({ token }: { token: string }) {
  const t = useTranslations('ResetPassword');
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [tokenInvalid, setTokenInvalid] = useState(false);
  const form = useSchemaForm(restoreFormSchema, { password: '', passwordRepeat: '' });
  const { errors, isSubmitting } = form.formState;

  async function onValid({ password }: RestoreValues) {
    try {
      await restorePassword(browserApi, { token, password });
    } catch (error) {
      if (error instanceof ApiError && error.hasKey('token')) setTokenInvalid(true);
      else showApiError('resetPassword', error);
      return;
    }
    await mutate(USER_KEY, null, { revalidate: false });
    announceSessionChange();
    pushToast({ variant: 'success', message: 'resetPasswordSuccess' });
    router.push('/login');
  }

  if (tokenInvalid) {
    return (
      <div className={styles.alert} role="alert">
        <p>{t('tokenInvalid')}</p>
        <Button href="/reset-password" variant="secondary">
          {t('requestNew')}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onValid, () => pushToast({ variant: 'warning', message: 'formInvalid' }))} noValidate>
      <NewPasswordFields register={form.register} errors={errors} />
      <AuthActions submit={t('newSubmit')} loading={isSubmitting} link={{ href: '/login', label: t('backToLogin') }} />
    </form>
  );
}
