'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { acceptInvitation } from '@/lib/contract/calls/people';
import { ApiError } from '@/lib/contract/errors';
import { acceptInvitationFormSchema, toAcceptInvitationPayload, type AcceptInvitationForm as AcceptValues } from '@/lib/contract/schemas/requests/people';
import { browserApi } from '@/lib/browser/api';
import { markServerFieldErrors } from '@/lib/browser/server-field-errors';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast } from '@/lib/browser/toast-store';
import { FormField } from '@/components/ui/form-field';
import { useFormMessage } from '@/components/ui/use-form-message';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { AuthActions } from './auth-actions';
import { InvitationClosed, type ClosedInvitation } from './invitation-closed';
import { NewPasswordFields } from './new-password-fields';
import { useFinishSignIn } from './use-finish-sign-in';
import styles from './auth-form.module.scss';

const NAMES = ['firstName', 'lastName', 'password'] as const;

/** Why accepting failed where the form cannot fix it: the link closed meanwhile, or the address got an account elsewhere. */
function closedReason(error: unknown): ClosedInvitation | null {
  if (!(error instanceof ApiError)) return null;
  if (error.hasCode('messages.company.emailTaken')) return 'emailTaken';
  if (error.hasCode('messages.invitation.used')) return 'used';
  if (error.hasCode('messages.invitation.expired')) return 'expired';
  if (error.hasCode('messages.invitation.notFound')) return 'notFound';
  return null;
}

/** The invitee's name and password (the sign-up's rules); accepted, they are signed in and taken to their account. */
export function InvitationForm({ token, email, company }: { token: string; email: string; company: string }) {
  const t = useTranslations('Invitation');
  const fields = useTranslations('Forms.fields');
  const message = useFormMessage();
  const router = useRouter();
  const finishSignIn = useFinishSignIn();
  const [closed, setClosed] = useState<ReturnType<typeof closedReason>>(null);
  const form = useSchemaForm(acceptInvitationFormSchema, { firstName: '', lastName: '', password: '', passwordRepeat: '' });
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: AcceptValues) {
    try {
      const user = await acceptInvitation(browserApi, token, toAcceptInvitationPayload(values));
      await finishSignIn(user);
    } catch (error) {
      const reason = closedReason(error);
      if (reason) setClosed(reason);
      else if (markServerFieldErrors(form.setError, error, NAMES)) pushToast({ variant: 'warning', message: 'formInvalid' });
      else showApiError('account', error);
      return;
    }
    // 'Firma s.r.o.' gives its full stop up to the sentence's, as the sign-in greeting does
    pushToast({ variant: 'success', message: 'invitationAccepted', values: { company: company.trim().replace(/\.+$/, '') } });
    router.push('/account');
  }

  if (closed) return <InvitationClosed reason={closed} />;

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onValid, () => pushToast({ variant: 'warning', message: 'formInvalid' }))} noValidate>
      <FormField label={t('emailLabel')} type="email" value={email} readOnly autoComplete="username" name="email" />
      <FormField label={fields('firstName')} autoComplete="given-name" aria-required="true" error={message(errors.firstName)} {...form.register('firstName')} />
      <FormField label={fields('lastName')} autoComplete="family-name" aria-required="true" error={message(errors.lastName)} {...form.register('lastName')} />
      <NewPasswordFields register={form.register} errors={errors} />
      <AuthActions submit={t('submit')} loading={isSubmitting} />
    </form>
  );
}
