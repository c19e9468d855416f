'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signIn, signUp } from '@/lib/api/calls/account';
import { ApiError } from '@/lib/api/errors';
import { PASSWORD_MIN_LENGTH } from '@/lib/api/schemas/common';
import { registrationFormSchema, toRegistrationPayload, type RegistrationForm } from '@/lib/api/schemas/requests/registration';
import type { User } from '@/lib/api/schemas/user';
import { browserApi } from '@/lib/client/api';
import { markServerFieldErrors } from '@/lib/client/server-field-errors';
import { showApiError } from '@/lib/client/show-api-error';
import { pushToast } from '@/lib/client/toast-store';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { useFormMessage } from '@/components/ui/use-form-message';
import { greetingName } from './customer-name';
import { signInFailure } from './sign-in-failure';
import { useFinishSignIn } from './use-finish-sign-in';
import styles from './auth-form.module.scss';

type TextName = Exclude<keyof RegistrationForm, 'personalDataCheckbox'>;
interface TextField {
  name: TextName;
  type?: 'email' | 'tel' | 'password';
  autoComplete: string;
  /** a digits keyboard on phones for identifiers that are digits only */
  inputMode?: 'numeric';
}

const SECTIONS: { legend: 'companySection' | 'contactSection' | 'passwordSection'; fields: TextField[] }[] = [
  {
    legend: 'companySection',
    fields: [
      { name: 'companyName', autoComplete: 'organization' },
      { name: 'companyId', autoComplete: 'off', inputMode: 'numeric' },
      { name: 'vatRegistrationId', autoComplete: 'off', inputMode: 'numeric' },
      { name: 'extVatRegistrationId', autoComplete: 'off' },
    ],
  },
  {
    legend: 'contactSection',
    fields: [
      { name: 'email', type: 'email', autoComplete: 'email' },
      { name: 'phone', type: 'tel', autoComplete: 'tel' },
    ],
  },
  {
    legend: 'passwordSection',
    fields: [
      { name: 'password', type: 'password', autoComplete: 'new-password' },
      { name: 'passwordRepeat', type: 'password', autoComplete: 'new-password' },
    ],
  },
];

const DEFAULTS: RegistrationForm = {
  companyName: '',
  companyId: '',
  vatRegistrationId: '',
  extVatRegistrationId: '',
  email: '',
  phone: '',
  password: '',
  passwordRepeat: '',
  personalDataCheckbox: false,
};

/** Spec §8: error key `email` on sign-up means the user exists, unless it is the address's format check. */
function isUserExists(error: unknown): boolean {
  const item = error instanceof ApiError ? error.items.find((i) => i.key === 'email') : undefined;
  return item !== undefined && !/^messages\.validation\.email\.(required|invalidEmail|maxLength)$/.test(item.code);
}

const FIELD_NAMES = SECTIONS.flatMap((section) => section.fields.map((field) => field.name));

/**
 * The company registration (spec §5); errors show after the first submit. Success signs the new
 * customer in where the account is active at once (automatic activation), then goes home (spec §4).
 */
export function RegisterForm() {
  const t = useTranslations('Register');
  const fields = useTranslations('Forms.fields');
  const forms = useTranslations('Forms');
  const message = useFormMessage();
  const router = useRouter();
  const finishSignIn = useFinishSignIn();
  const form = useForm<RegistrationForm>({
    resolver: zodResolver(registrationFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: DEFAULTS,
  });
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: RegistrationForm) {
    const payload = toRegistrationPayload(values);
    try {
      await signUp(browserApi, payload);
    } catch (error) {
      if (isUserExists(error)) {
        form.setError('email', { type: 'server', message: 'forms.userAlreadyExists' }, { shouldFocus: true });
        pushToast({ variant: 'warning', message: 'userAlreadyExists' });
      } else if (markServerFieldErrors(form.setError, error, FIELD_NAMES)) {
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
  }

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onValid, () => pushToast({ variant: 'warning', message: 'formInvalid' }))} noValidate>
      <p className={styles.note}>{t('allRequired')}</p>
      {SECTIONS.map((section) => (
        <fieldset key={section.legend} className={styles.section}>
          <legend className={styles.legend}>{t(section.legend)}</legend>
          {section.fields.map((field) => (
            <FormField
              key={field.name}
              label={fields(field.name)}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              aria-required="true"
              hint={field.name === 'password' ? forms('passwordHint', { min: PASSWORD_MIN_LENGTH }) : undefined}
              inputMode={field.inputMode}
              error={message(errors[field.name], { min: PASSWORD_MIN_LENGTH })}
              {...form.register(field.name)}
            />
          ))}
        </fieldset>
      ))}
      <CheckboxField
        label={t.rich('personalData', {
          link: (chunks) => (
            <Link href="/page/sk/ochrana-osobnych-udajov" target="_blank" rel="noopener">
              {chunks}
            </Link>
          ),
        })}
        aria-required="true"
        error={message(errors.personalDataCheckbox)}
        {...form.register('personalDataCheckbox')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('submit')}
        </Button>
        <p className={styles.switch}>
          {t('hasAccount')}{' '}
          <Link href="/login" className={styles.link}>
            {t('loginLink')}
          </Link>
        </p>
      </div>
    </form>
  );
}
