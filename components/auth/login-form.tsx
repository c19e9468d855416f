'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSWRConfig } from 'swr';
import { signIn } from '@/lib/api/calls/account';
import { signInPayloadSchema, type SignInPayload } from '@/lib/api/schemas/requests/sign-in';
import type { User } from '@/lib/api/schemas/user';
import { browserApi } from '@/lib/client/api';
import { announceSessionChange, preloadCustomerCode } from '@/lib/client/session';
import { showApiError } from '@/lib/client/show-api-error';
import { pushToast } from '@/lib/client/toast-store';
import { cartKey } from '@/lib/client/use-cart';
import { USER_KEY } from '@/lib/client/use-user';
import { WISHLIST_COUNT_KEY } from '@/lib/client/use-wishlist-count';
import { safeReturnPath } from '@/lib/safe-return-path';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useFormMessage } from '@/components/ui/use-form-message';
import { customerName } from './customer-name';
import { signInFailure } from './sign-in-failure';
import styles from './auth-form.module.scss';

/** E-mail and password; on success the header, cart and prices follow the new session without a reload (spec §4). */
export function LoginForm() {
  const t = useTranslations('Login');
  const fields = useTranslations('Forms.fields');
  const message = useFormMessage();
  const lang = useLocale();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const form = useForm<SignInPayload>({
    resolver: zodResolver(signInPayloadSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
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
    // the answer set the signed-in hint: the header and prices load the customer's code and data
    announceSessionChange();
    await Promise.all([mutate(USER_KEY, user), mutate(cartKey(lang)), mutate(WISHLIST_COUNT_KEY)]);
    pushToast({ variant: 'success', message: 'loginSuccess', values: { name: customerName(user) } });
    router.replace(safeReturnPath(new URLSearchParams(window.location.search).get('next')));
  }

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onValid)} noValidate>
      <FormField
        label={fields('email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={message(errors.email)}
        {...form.register('email')}
      />
      <FormField
        label={fields('password')}
        type="password"
        autoComplete="current-password"
        error={message(errors.password)}
        {...form.register('password')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('submit')}
        </Button>
        <Link href="/reset-password" className={styles.link}>
          {t('forgotPassword')}
        </Link>
      </div>
    </form>
  );
}
