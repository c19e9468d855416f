import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthLayout } from '@/components/auth/auth-layout';
import { InvitationClosed, type ClosedInvitation } from '@/components/auth/invitation-closed';
import { InvitationForm } from '@/components/auth/invitation-form';
import { InvitationRole } from '@/components/auth/invitation-role';
import { getInvitation } from '@/lib/contract/calls/people';
import { ApiError } from '@/lib/contract/errors';
import type { InvitationPreview } from '@/lib/contract/schemas/people';
import { publicApi } from '@/lib/server/api';
import { decodeParam } from '@/lib/shop/urls/route-params';

// The token is unknown at build time and the answer names a company and an e-mail: rendered per request, never shared (next.config.mjs).
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Invitation');
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

/** The link's invitation, or why it is closed (404 never issued or replaced, 410 used or expired). */
async function invitationOf(token: string): Promise<{ open: InvitationPreview } | { closed: ClosedInvitation }> {
  try {
    return { open: await getInvitation(publicApi, token) };
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 410)) throw error;
    if (error.hasCode('messages.invitation.used')) return { closed: 'used' };
    if (error.hasCode('messages.invitation.expired')) return { closed: 'expired' };
    return { closed: 'notFound' };
  }
}

/**
 * /pozvanka/{token}: from the invitation mail (docs/decisions/059-company-accounts.md), the invitee
 * sets a name and a password and is signed in; a closed link says to ask the owner for a new one.
 */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token: raw }, t] = await Promise.all([params, getTranslations('Invitation')]);
  const token = decodeParam(raw) ?? raw;
  const found = await invitationOf(token);
  if ('closed' in found) {
    return (
      <AuthLayout title={t('closedTitle')}>
        <InvitationClosed reason={found.closed} />
      </AuthLayout>
    );
  }
  const { company_name: company, email, role } = found.open;
  return (
    <AuthLayout title={t('title')} intro={t('intro', { company, role: t(`roles.${role}`) })} aside={<InvitationRole role={role} />}>
      <InvitationForm token={token} email={email} company={company} />
    </AuthLayout>
  );
}
