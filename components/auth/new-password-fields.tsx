'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@/lib/contract/schemas/common';
import { FormField } from '@/components/ui/form-field';
import { useFormMessage } from '@/components/ui/use-form-message';

const MIN = { min: PASSWORD_MIN_LENGTH };

interface NewPassword {
  password: string;
  passwordRepeat: string;
}

interface NewPasswordFieldsProps {
  register: UseFormRegister<NewPassword>;
  errors: FieldErrors<NewPassword>;
  /** on the first of the two, e.g. to start a new row of the form's grid */
  className?: string;
}

/** The new password and its repeat, with the length hint: the reset form and the change in account details. */
export function NewPasswordFields({ register, errors, className }: NewPasswordFieldsProps) {
  const fields = useTranslations('Forms.fields');
  const forms = useTranslations('Forms');
  const message = useFormMessage();
  return (
    <>
      <FormField
        className={className}
        label={fields('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={forms('passwordHint', MIN)}
        error={message(errors.password, MIN)}
        {...register('password')}
      />
      <FormField
        label={fields('newPasswordRepeat')}
        type="password"
        autoComplete="new-password"
        error={message(errors.passwordRepeat, MIN)}
        {...register('passwordRepeat')}
      />
    </>
  );
}
