import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthLayout } from '@/components/auth/auth-layout';
import { RegisterInvite } from '@/components/auth/register-invite';
import { RestoreForm } from '@/components/auth/restore-form';
import { decodeParam } from '@/lib/shop/urls/route-params';

// The token is unknown at build time and the shared header reads the pathname: this page renders per request.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ResetPassword');
  return { title: t('newTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

/**
 * /reset-password/{token}: the new password and its repeat, from the mailed link. Rendered whole per
 * request (instant = false), with the form in the document itself rather than in a Suspense hole
 * streamed after it: a form in such a hole was, now and then, client-rendered beside its
 * still-hidden server copy while React's batched reveal was pending (two "Nové heslo" inputs at once).
 */
export default async function RestorePasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token }, t] = await Promise.all([params, getTranslations('ResetPassword')]);
  return (
    <AuthLayout title={t('newTitle')} intro={t('newIntro')} aside={<RegisterInvite />}>
      {/* Kept as typed when malformed (no 404 here): the form opens and the backend judges the token. */}
      <RestoreForm token={decodeParam(token) ?? token} />
    </AuthLayout>
  );
}
