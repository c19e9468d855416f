import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthLayout } from '@/components/auth/auth-layout';
import { RegisterInvite } from '@/components/auth/register-invite';
import { RestoreForm } from '@/components/auth/restore-form';
import { Spinner } from '@/components/ui/spinner';
import { decodeParam } from '@/lib/urls/route-params';

// The token is unknown at build time and the shared header reads the pathname: this page renders per request.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ResetPassword');
  return { title: t('newTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

async function TokenForm({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  // Kept as typed when malformed (no 404 here): the form opens and the backend judges the token.
  return <RestoreForm token={decodeParam(token) ?? token} />;
}

/** /reset-password/{token}: the new password and its repeat, from the mailed link. */
export default async function RestorePasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const t = await getTranslations('ResetPassword');
  return (
    <AuthLayout title={t('newTitle')} intro={t('newIntro')} aside={<RegisterInvite />}>
      <Suspense fallback={<Spinner size={28} />}>
        <TokenForm params={params} />
      </Suspense>
    </AuthLayout>
  );
}
