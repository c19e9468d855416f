import { getTranslations } from 'next-intl/server';
import { AuthLayout } from '@/components/auth/auth-layout';
import { RegisterInvite } from '@/components/auth/register-invite';
import { ResetLinkForm } from '@/components/auth/reset-link-form';
import { unlistedPageMetadata } from '@/lib/server/unlisted-page';

export const generateMetadata = () => unlistedPageMetadata('ResetPassword');

/** /reset-password: asks for the e-mail to send a reset link to; invites unregistered visitors to register. */
export default async function ResetPasswordPage() {
  const t = await getTranslations('ResetPassword');
  return (
    <AuthLayout title={t('title')} intro={t('intro')} aside={<RegisterInvite />}>
      <ResetLinkForm />
    </AuthLayout>
  );
}
