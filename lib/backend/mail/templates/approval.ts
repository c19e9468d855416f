import 'server-only';
import { shop, siteUrl } from '@/lib/runtime/config/shop';
import { formatCents } from '@/lib/shared/format/money';
import type { MailContent } from '../message';
import { escapeHtml, htmlLayout, textSignature } from './layout';

/** The owner's page of approval requests (app route account/[menuOption], docs/decisions/059-company-accounts.md). */
export const approvalsLink = () => `${siteUrl()}/account/approvals`;
/** The buyer's orders list, where their requests are shown with their state. */
export const ownOrdersLink = () => `${siteUrl()}/account/orders`;

export interface ApprovalFacts {
  requester: string;
  totalExcVatCents: number;
  site: string | null;
}

const euros = (cents: number) => `${formatCents(cents)} €`;

function button(link: string, label: string): string {
  return `<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b5cad;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:4px">${escapeHtml(label)}</a></p>`;
}

/** To the owner: a buyer's order over their limit waits for approval; the link leads to the list of requests. */
export function approvalRequestedMail({ requester, totalExcVatCents, site }: ApprovalFacts): MailContent {
  const link = approvalsLink();
  const subject = `Objednávka čaká na schválenie – ${shop.name}`;
  const what = `${requester} odoslal(a) na schválenie objednávku za ${euros(totalExcVatCents)} bez DPH${site ? ` (stavba ${site})` : ''}.`;
  const text = ['Dobrý deň,', '', what, 'Objednávku schválite alebo zamietnete tu:', '', link, '', textSignature()].join('\n');
  const html = htmlLayout(
    subject,
    `<p style="margin:0 0 12px">Dobrý deň,</p>
<p style="margin:0 0 12px">${escapeHtml(what)}</p>
${button(link, 'Zobraziť žiadosti o schválenie')}
<p style="margin:0;font-size:13px">Ak tlačidlo nefunguje, skopírujte do prehliadača túto adresu:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  );
  return { subject, text, html };
}

/** To the buyer: the owner rejected their request, with the owner's note; the lines are back in the cart. */
export function approvalRejectedMail({ totalExcVatCents, note }: { totalExcVatCents: number; note: string }): MailContent {
  const link = ownOrdersLink();
  const subject = `Objednávka nebola schválená – ${shop.name}`;
  const what = `Vaša objednávka za ${euros(totalExcVatCents)} bez DPH nebola schválená.`;
  const back = 'Položky objednávky sme vrátili do vášho košíka.';
  const text = ['Dobrý deň,', '', what, '', `Poznámka: ${note}`, '', back, link, '', textSignature()].join('\n');
  const html = htmlLayout(
    subject,
    `<p style="margin:0 0 12px">Dobrý deň,</p>
<p style="margin:0 0 12px">${escapeHtml(what)}</p>
<p style="margin:0 0 12px;padding:10px 12px;background:#f4f6f8;border-left:3px solid #0b5cad"><strong>Poznámka:</strong> ${escapeHtml(note)}</p>
<p style="margin:0 0 16px">${escapeHtml(back)}</p>
${button(link, 'Moje objednávky')}`,
  );
  return { subject, text, html };
}
