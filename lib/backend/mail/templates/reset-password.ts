import 'server-only';
import { shop, siteUrl } from '@/lib/runtime/config/shop';
import type { MailContent } from '../message';
import { escapeHtml, htmlLayout, textSignature } from './layout';

/** The storefront page that takes a reset token (app route reset-password/[token]). */
export function resetPasswordLink(token: string): string {
  return `${siteUrl()}/reset-password/${encodeURIComponent(token)}`;
}

/** The password-reset mail in Slovak: the link, its one-hour validity, and what to do if it was not you. */
export function resetPasswordMail(token: string): MailContent {
  const link = resetPasswordLink(token);
  const subject = `Obnovenie hesla – ${shop.name}`;
  const text = [
    'Dobrý deň,',
    '',
    `dostali sme žiadosť o obnovenie hesla k vášmu účtu v e-shope ${shop.name}.`,
    'Nové heslo si nastavíte na tejto adrese:',
    '',
    link,
    '',
    'Odkaz platí 1 hodinu a dá sa použiť iba raz.',
    'Ak ste o obnovenie hesla nežiadali, tento e-mail ignorujte: vaše heslo zostáva bez zmeny.',
    '',
    textSignature(),
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p style="margin:0 0 12px">Dobrý deň,</p>
<p style="margin:0 0 12px">dostali sme žiadosť o obnovenie hesla k vášmu účtu v e-shope ${escapeHtml(shop.name)}.</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b5cad;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:4px">Nastaviť nové heslo</a></p>
<p style="margin:0 0 12px;font-size:13px">Ak tlačidlo nefunguje, skopírujte do prehliadača túto adresu:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="margin:0 0 12px">Odkaz platí 1 hodinu a dá sa použiť iba raz.</p>
<p style="margin:0">Ak ste o obnovenie hesla nežiadali, tento e-mail ignorujte: vaše heslo zostáva bez zmeny.</p>`,
  );
  return { subject, text, html };
}
