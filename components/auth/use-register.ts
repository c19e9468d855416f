'use client';

import { useRouter } from 'next/navigation';
import type { UseFormReturn } from 'react-hook-form';
import { signIn, signUp } from '@/lib/contract/calls/account';
import { ApiError } from '@/lib/contract/errors';
import { toRegistrationPayload, type RegistrationForm } from '@/lib/contract/schemas/requests/registration';
import type { User } from '@/lib/contract/schemas/user';
import { browserApi } from '@/lib/browser/api';
import { markServerFieldErrors } from '@/lib/browser/server-field-errors';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast } from '@/lib/browser/toast-store';
import { greetingName } from './customer-name';
import { REGISTER_FIELD_NAMES } from './register-fields';
import { signInFailure } from './sign-in-failure';
import { useFinishSignIn } from './use-finish-sign-in';

/** docs/rules.md#errors: error key `email` on sign-up means the user exists, unless it is the address's format check. */
function isUserExists(error: unknown): boolean {
  const item = error instanceof ApiError ? error.items.find((i) => i.key === 'email') : undefined;
  return item !== undefined && !/^messages\.validation\.email\.(required|invalidEmail|maxLength)$/.test(item.code);
}

/**
 * Sends a valid registration: refusals go to their fields (or a toast); success signs the new
 * customer in where the account is active at once (automatic activation), then goes home (docs/rules.md#states).
 */
export function useRegister(form: UseFormReturn<RegistrationForm>) {
  const router = useRouter();
  const finishSignIn = useFinishSignIn();

  return async function register(values: RegistrationForm) {
    const payload = toRegistrationPayload(values);
    try {
      await signUp(browserApi, payload);
    } catch (error) {
      if (isUserExists(error)) {
        form.setError('email', { type: 'server', message: 'forms.userAlreadyExists' }, { shouldFocus: true });
        pushToast({ variant: 'warning', message: 'userAlreadyExists' });
      } else if (markServerFieldErrors(form.setError, error, REGISTER_FIELD_NAMES)) {
        pushToast({ variant: 'warning', message: 'formInvalid' });
      } else showApiError('register', error);
      return;
    }
    let user: User;
    try {
      user = await signIn(browserApi, { email: payload.email, password: payload.password });
    } catch (error) {
      // registered all the same: an account that waits for activation goes home, any other refusal to the login
      const waiting = signInFailure(error).toast === 'userNotActivated';
      pushToast({ variant: 'success', message: waiting ? 'registerAwaitingActivation' : 'registerSignInLater' });
      router.push(waiting ? '/' : '/login');
      return;
    }
    await finishSignIn(user);
    pushToast({ variant: 'success', message: 'registerSuccess', values: { name: greetingName(user) } });
    router.push('/');
  };
}
