'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { signIn } from '@/lib/contract/calls/account';
import { signInPayloadSchema, type SignInPayload } from '@/lib/contract/schemas/requests/sign-in';
import type { User } from '@/lib/contract/schemas/user';
import { browserApi } from '@/lib/browser/api';
import { preloadCustomerCode } from '@/lib/signed-in/browser/session';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast } from '@/lib/browser/toast-store';
import { safeReturnPath } from '@/lib/shop/urls/safe-return-path';
import { FormField } from '@/components/ui/form-field';
import { useFormMessage } from '@/components/ui/use-form-message';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { greetingName } from './customer-name';
import { signInFailure } from './sign-in-failure';
import { useFinishSignIn } from './use-finish-sign-in';
import { AuthActions } from './auth-actions';
import styles from './auth-form.module.scss';

/** E-mail and password; on success the header, cart and prices follow the new session without a reload (docs/rules.md#states). */
export function LoginForm() {
  const t = useTranslations('Login');
  const fields = useTranslations('Forms.fields');
  const message = useFormMessage();
  const router = useRouter();
  const finishSignIn = useFinishSignIn();
  const form = useSchemaForm(signInPayloadSchema, { email: '', password: '' });
  const { errors, isSubmitting } = form.formState;
  // a sign-in is near: the header's customer corner and the session check are ready when it answers
  useEffect(preloadCustomerCode, []);

  async function onValid(values: SignInPayload) {
    let user: User;
    try {
      user = await signIn(browserApi, values);
    } catch (error) {
      const failure = signInFailure(error);
      if (failure.field) form.setError(failure.field.name, { type: 'server', message: failure.field.message }, { shouldFocus: true });
      if (failure.toast) pushToast({ variant: 'warning', message: failure.toast });
      else showApiError('login', error);
      return;
    }
    await finishSignIn(user);
    pushToast({ variant: 'success', message: 'loginSuccess', values: { name: greetingName(user) } });
    router.replace(safeReturnPath(new URLSearchParams(window.location.search).get('next')));
  }

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onValid)} noValidate>
      <FormField label={fields('email')} type="email" autoComplete="username" inputMode="email" error={message(errors.email)} {...form.register('email')} />
      <FormField label={fields('password')} type="password" autoComplete="current-password" error={message(errors.password)} {...form.register('password')} />
      <AuthActions submit={t('submit')} loading={isSubmitting} link={{ href: '/reset-password', label: t('forgotPassword') }} />
    </form>
  );
}
