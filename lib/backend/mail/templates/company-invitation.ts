import 'server-only';
import { shop, siteUrl } from '@/lib/runtime/config/shop';
import type { MailContent } from '../message';
import { escapeHtml, htmlLayout, textSignature } from './layout';

/** The storefront page that takes an invitation token (app route pozvanka/[token]). */
export function invitationLink(token: string): string {
  return `${siteUrl()}/pozvanka/${encodeURIComponent(token)}`;
}

const ROLE_NAMES = { buyer: 'nákupca', accountant: 'účtovník' } as const;

export interface InvitationMailFacts {
  token: string;
  companyName: string;
  inviterName: string;
  role: keyof typeof ROLE_NAMES;
}

/** The invitation into a company's account in Slovak: who invites, as what, the link and its 7 days. */
export function companyInvitationMail({ token, companyName, inviterName, role }: InvitationMailFacts): MailContent {
  const link = invitationLink(token);
  const subject = `Pozvánka do firemného účtu ${companyName} – ${shop.name}`;
  const who = inviterName ? `${inviterName} vás pozýva` : 'Boli ste pozvaní';
  const intro = `${who} do firemného účtu ${companyName} v e-shope ${shop.name} s rolou ${ROLE_NAMES[role]}.`;
  const text = [
    'Dobrý deň,',
    '',
    intro,
    'Meno a heslo si nastavíte na tejto adrese:',
    '',
    link,
    '',
    'Odkaz platí 7 dní a dá sa použiť iba raz. Ak vypršal, požiadajte o novú pozvánku.',
    'Ak pozvánku nečakáte, tento e-mail ignorujte.',
    '',
    textSignature(),
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p style="margin:0 0 12px">Dobrý deň,</p>
<p style="margin:0 0 12px">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b5cad;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:4px">Prijať pozvánku</a></p>
<p style="margin:0 0 12px;font-size:13px">Ak tlačidlo nefunguje, skopírujte do prehliadača túto adresu:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="margin:0 0 12px">Odkaz platí 7 dní a dá sa použiť iba raz. Ak vypršal, požiadajte o novú pozvánku.</p>
<p style="margin:0">Ak pozvánku nečakáte, tento e-mail ignorujte.</p>`,
  );
  return { subject, text, html };
}
