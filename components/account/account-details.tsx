import { getTranslations } from 'next-intl/server';
import { getEditableProfile } from '@/lib/contract/calls/account';
import { customerApi } from '@/lib/server/api';
import { requireCustomer } from '@/lib/server/require-customer';
import { AccountSection } from './account-section';
import { PasswordChangeForm } from './password-change-form';
import { ProfileForm } from './profile-form';

/** Details: the personal-info form filled from the profile (read-only where the upstream cannot save it), and the change-password form. */
export async function AccountDetails() {
  await requireCustomer('/account/details');
  const t = await getTranslations('Account.details');
  const { profile, editable } = await getEditableProfile(await customerApi());
  const defaults = {
    firstName: profile.first_name,
    lastName: profile.last_name,
    // an upstream without display names gives '': the sign-in name stands in, as before
    displayName: profile.display_name || profile.username,
    email: profile.email,
  };
  return (
    <>
      <AccountSection title={t('personalTitle')} id="personal">
        <ProfileForm defaults={defaults} editable={editable} />
      </AccountSection>
      <AccountSection title={t('passwordTitle')} id="password">
        <PasswordChangeForm />
      </AccountSection>
    </>
  );
}
