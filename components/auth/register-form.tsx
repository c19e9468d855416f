'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { PASSWORD_MIN_LENGTH } from '@/lib/contract/schemas/common';
import { registrationFormSchema } from '@/lib/contract/schemas/requests/registration';
import { pushToast } from '@/lib/browser/toast-store';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { useFormMessage } from '@/components/ui/use-form-message';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { REGISTER_DEFAULTS, REGISTER_SECTIONS } from './register-fields';
import { useRegister } from './use-register';
import { AuthActions } from './auth-actions';
import styles from './auth-form.module.scss';

/** The company registration (docs/rules.md#validation); errors show after the first submit. What a valid one does: useRegister. */
export function RegisterForm() {
  const t = useTranslations('Register');
  const fields = useTranslations('Forms.fields');
  const forms = useTranslations('Forms');
  const message = useFormMessage();
  const form = useSchemaForm(registrationFormSchema, REGISTER_DEFAULTS);
  const { errors, isSubmitting } = form.formState;
  const submitRegistration = useRegister(form);

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(submitRegistration, () => pushToast({ variant: 'warning', message: 'formInvalid' }))} noValidate>
      <p className={styles.note}>{t('allRequired')}</p>
      {REGISTER_SECTIONS.map((section) => (
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
      <AuthActions submit={t('submit')} loading={isSubmitting}>
        <p className={styles.switch}>
          {t('hasAccount')}{' '}
          <Link href="/login" className={styles.link}>
            {t('loginLink')}
          </Link>
        </p>
      </AuthActions>
    </form>
  );
}
