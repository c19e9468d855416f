import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthLayout } from '@/components/auth/auth-layout';
import { SignedInRedirect } from '@/components/auth/signed-in-redirect';
import { RegisterForm } from '@/components/auth/register-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Register');
  return { title: t('title'), robots: { index: false } };
}

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
