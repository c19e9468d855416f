import { getTranslations } from 'next-intl/server';
import { AuthLayout } from '@/components/auth/auth-layout';
import { SignedInRedirect } from '@/components/auth/signed-in-redirect';
import { LoginForm } from '@/components/auth/login-form';
import { RegisterInvite } from '@/components/auth/register-invite';
import { unlistedPageMetadata } from '@/lib/server/unlisted-page';

export const generateMetadata = () => unlistedPageMetadata('Login');

/** /login: the form with a link to reset-password, and the invitation to register beside it. */
export default async function LoginPage() {
  const t = await getTranslations('Login');
  return (
    <AuthLayout title={t('title')} intro={t('intro')} aside={<RegisterInvite />}>
      <SignedInRedirect />
      <LoginForm />
    </AuthLayout>
  );
}
