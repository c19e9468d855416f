'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signUp } from '@/lib/api/calls/account';
import { ApiError } from '@/lib/api/errors';
import { PASSWORD_MIN_LENGTH } from '@/lib/api/schemas/common';
import { registrationFormSchema, toRegistrationPayload, type RegistrationForm } from '@/lib/api/schemas/requests/registration';
import { browserApi } from '@/lib/client/api';
import { showApiError } from '@/lib/client/show-api-error';
import { pushToast } from '@/lib/client/toast-store';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { useFormMessage } from '@/components/ui/use-form-message';
import styles from './auth-form.module.scss';

type TextName = Exclude<keyof RegistrationForm, 'personalDataCheckbox'>;
interface TextField {
  name: TextName;
  type?: 'email' | 'tel' | 'password';
  autoComplete: string;
}

const SECTIONS: { legend: 'companySection' | 'contactSection' | 'passwordSection'; fields: TextField[] }[] = [
  {
    legend: 'companySection',
    fields: [
      { name: 'companyName', autoComplete: 'organization' },
      { name: 'companyId', autoComplete: 'off' },
      { name: 'vatRegistrationId', autoComplete: 'off' },
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

/** The company registration (spec §5); errors show after the first submit; success goes home without signing in. */
export function RegisterForm() {
  const t = useTranslations('Register');
  const fields = useTranslations('Forms.fields');
  const forms = useTranslations('Forms');
  const message = useFormMessage();
  const router = useRouter();
  const form = useForm<RegistrationForm>({
    resolver: zodResolver(registrationFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: DEFAULTS,
  });
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: RegistrationForm) {
    try {
      await signUp(browserApi, toRegistrationPayload(values));
    } catch (error) {
      if (error instanceof ApiError && error.hasKey('email')) {
        form.setError('email', { type: 'server', message: 'forms.userAlreadyExists' }, { shouldFocus: true });
        pushToast({ variant: 'warning', message: 'userAlreadyExists' });
      } else showApiError('register', error);
      return;
    }
    pushToast({ variant: 'success', message: 'registerSuccess' });
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
