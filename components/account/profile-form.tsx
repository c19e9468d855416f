'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { updateProfile } from '@/lib/contract/calls/account';
import { isMissingExtension } from '@/lib/contract/errors';
import { profileFormSchema, toProfileUpdatePayload, type ProfileForm as ProfileValues } from '@/lib/contract/schemas/requests/profile';
import { browserApi } from '@/lib/browser/api';
import { markServerFieldErrors } from '@/lib/browser/server-field-errors';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast } from '@/lib/browser/toast-store';
import { USER_KEY } from '@/lib/browser/use-user';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useFormMessage } from '@/components/ui/use-form-message';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import styles from '@/components/auth/auth-form.module.scss';

const NAME_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'displayName', autoComplete: 'nickname' },
] as const;
const NAMES = NAME_FIELDS.map((field) => field.name);

interface ProfileFormProps {
  defaults: ProfileValues;
  /** false where the upstream lacks the save (PATCH /x/customer/profile): the details are shown read-only */
  editable: boolean;
}

/**
 * Personal info (docs/rules.md#validation: all four required). Saves the names through the backend's extension; the
 * e-mail is the sign-in name and stays read-only. Without the extension the form is read-only with a note.
 */
export function ProfileForm({ defaults, editable }: ProfileFormProps) {
  const t = useTranslations('Account.details');
  const fields = useTranslations('Forms.fields');
  const message = useFormMessage();
  const { mutate } = useSWRConfig();
  // an upstream may also turn out to lack the save only when it is sent
  const [readOnly, setReadOnly] = useState(!editable);
  const form = useSchemaForm(profileFormSchema, defaults);
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: ProfileValues) {
    try {
      const saved = await updateProfile(browserApi, toProfileUpdatePayload(values));
      form.reset({ firstName: saved.first_name, lastName: saved.last_name, displayName: saved.display_name, email: values.email });
    } catch (error) {
      if (isMissingExtension(error)) setReadOnly(true);
      else if (markServerFieldErrors(form.setError, error, NAMES)) pushToast({ variant: 'warning', message: 'formInvalid' });
      else showApiError('profile', error);
      return;
    }
    pushToast({ variant: 'success', message: 'profileSaved' });
    // the names greet the customer at the next sign-in and sit in the session's user
    void mutate(USER_KEY);
  }

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onValid, () => pushToast({ variant: 'warning', message: 'formInvalid' }))} noValidate>
      <div className={styles.section}>
        {NAME_FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={fields(field.name)}
            autoComplete={field.autoComplete}
            aria-required="true"
            readOnly={readOnly}
            error={message(errors[field.name])}
            {...form.register(field.name)}
          />
        ))}
        <FormField
          label={fields('email')}
          type="email"
          autoComplete="email"
          readOnly
          hint={t('emailHint')}
          error={message(errors.email)}
          {...form.register('email')}
        />
      </div>
      {readOnly ? (
        <p className={styles.status} role="status">
          {t('readOnlyNote')}
        </p>
      ) : (
        <div className={styles.actionsInline}>
          <Button type="submit" variant="secondary" loading={isSubmitting}>
            {t('save')}
          </Button>
        </div>
      )}
    </form>
  );
}
