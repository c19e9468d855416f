import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthLayout } from '@/components/auth/auth-layout';
import { RegisterInvite } from '@/components/auth/register-invite';
import { RestoreForm } from '@/components/auth/restore-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ResetPassword');
  return { title: t('newTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

/**
 * /reset-password/{token}: the new password and its repeat, from the mailed link. The page never
 * reads the token (the form takes it from the address when it is sent), so it is one prerendered
 * shell with no hole: a form streamed into a Suspense hole was, now and then, client-rendered beside
 * its still-hidden server copy while React's batched reveal was pending (two "Nové heslo" inputs).
 */
export default async function RestorePasswordPage() {
  const t = await getTranslations('ResetPassword');
  return (
    <AuthLayout title={t('newTitle')} intro={t('newIntro')} aside={<RegisterInvite />}>
      <RestoreForm />
    </AuthLayout>
  );
}
