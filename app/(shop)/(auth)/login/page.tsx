import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthLayout } from '@/components/auth/auth-layout';
import { SignedInRedirect } from '@/components/auth/signed-in-redirect';
import { LoginForm } from '@/components/auth/login-form';
import { RegisterInvite } from '@/components/auth/register-invite';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Login');
  return { title: t('title'), robots: { index: false } };
}

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
