import { getTranslations } from 'next-intl/server';
import { AuthLayout } from '@/components/auth/auth-layout';
import { SignedInRedirect } from '@/components/auth/signed-in-redirect';
import { RegisterForm } from '@/components/auth/register-form';
import { unlistedPageMetadata } from '@/lib/server/unlisted-page';

export const generateMetadata = () => unlistedPageMetadata('Register');

/** /register: company registration, with links to login and to the privacy page. */
export default async function RegisterPage() {
  const t = await getTranslations('Register');
  return (
    <AuthLayout title={t('title')} intro={t('intro')} wide>
      <SignedInRedirect />
      <RegisterForm />
    </AuthLayout>
  );
}
