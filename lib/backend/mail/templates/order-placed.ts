import 'server-only';
import { formatDate } from '@/lib/shared/format/dates';
import { groupedIban } from '@/lib/shared/format/iban';
import { formatCents } from '@/lib/shared/format/money';
import type { BankTransfer } from '@/lib/shop/payments/pay-by-square';
import { orderConfirmationPath } from '@/lib/shop/urls/account-paths';
import { shop, siteUrl } from '@/lib/runtime/config/shop';
import type { MailContent, PayBySquareAttachment } from '../message';
import { escapeHtml, htmlLayout, textSignature } from './layout';

export interface PlacedOrderMail {
  number: string;
  orderId: number;
  lines: Array<{ code: string; name: string; quantity: number; totalCents: number }>;
  shipping: string;
  payment: string;
  totalExcVatCents: number;
  totalWithVatCents: number;
  invoiceNumber: string;
  dueTo: Date;
  /** the building site's name and job reference it was placed for (docs/decisions/059-company-accounts.md); null: no site */
  site: { name: string; jobReference: string } | null;
  /** what is to be transferred (a bank-transfer order), else null; its PAY by square code is shown inline */
  transfer: BankTransfer | null;
}

const eur = (cents: number) => `${formatCents(cents)} €`;
const QR_CID = 'pay-by-square@order';

/** The payment instructions, the same facts as on the order page: label and value pairs. */
function transferFacts(transfer: BankTransfer): Array<[string, string]> {
  return [
    ['IBAN', groupedIban(transfer.iban)],
    ['Príjemca', transfer.beneficiary],
    ['Variabilný symbol', transfer.variableSymbol],
    ['Suma na úhradu', eur(transfer.amountCents)],
    ['Splatnosť', formatDate(transfer.due.toISOString())],
  ];
}

function transferText(transfer: BankTransfer | null): string[] {
  if (!transfer) return [];
  return ['', 'Platobné údaje (bankový prevod):', ...transferFacts(transfer).map(([label, value]) => `${label}: ${value}`)];
}

function transferHtml(transfer: BankTransfer | null, withQr: boolean): string {
  if (!transfer) return '';
  const rows = transferFacts(transfer)
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#52606d">${escapeHtml(label)}</td><td style="padding:2px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const qr = withQr
    ? `<p style="margin:12px 0 0"><img src="cid:${QR_CID}" width="180" height="180" alt="QR kód PAY by square pre platbu"><br><span style="font-size:12px;color:#52606d">Naskenujte kód PAY by square v mobilnej aplikácii svojej banky.</span></p>`
    : '';
  return `<div style="margin:0 0 12px;padding:12px;border:1px solid #e4e7eb;border-radius:6px">
<p style="margin:0 0 8px;font-weight:bold">Platobné údaje (bankový prevod)</p>
<table style="border-collapse:collapse;font-size:14px">${rows}</table>${qr}
</div>`;
}

/**
 * The order confirmation in Slovak: lines, totals, shipping, payment, the variable symbol, the
 * payment instructions with the PAY by square code for a bank transfer, and the link to the order's confirmation page.
 */
export function orderPlacedMail(order: PlacedOrderMail): MailContent {
  // the order's confirmation page (docs/decisions/060-order-confirmation-page.md): the customer's own, behind sign-in
  const link = siteUrl() + orderConfirmationPath(order.orderId);
  const subject = `Potvrdenie objednávky č. ${order.number} – ${shop.name}`;
  const due = order.dueTo.toLocaleDateString('sk-SK', { timeZone: 'Europe/Bratislava' });
  const lines = order.lines.map((l) => `${l.quantity} × ${l.code} ${l.name}: ${eur(l.totalCents)} bez DPH`);
  const text = [
    'Dobrý deň,',
    '',
    `ďakujeme za objednávku č. ${order.number}. Prijali sme ju a pripravujeme ju na odoslanie.`,
    '',
    ...lines,
    '',
    ...(order.site ? [`Stavba: ${order.site.name}, zákazka ${order.site.jobReference}`] : []),
    `Doprava: ${order.shipping}`,
    `Platba: ${order.payment}`,
    `Spolu bez DPH: ${eur(order.totalExcVatCents)}`,
    `Spolu s DPH: ${eur(order.totalWithVatCents)}`,
    `Faktúra č. ${order.invoiceNumber}, variabilný symbol ${order.invoiceNumber}, splatná ${due}.`,
    ...transferText(order.transfer),
    '',
    `Objednávku nájdete vo svojom účte: ${link}`,
    '',
    textSignature(),
  ].join('\n');
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td style="padding:4px 8px 4px 0">${l.quantity} ×</td><td style="padding:4px 8px 4px 0">${escapeHtml(l.code)} ${escapeHtml(l.name)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap">${escapeHtml(eur(l.totalCents))}</td></tr>`,
    )
    .join('');
  const html = htmlLayout(
    subject,
    `<p style="margin:0 0 12px">Dobrý deň,</p>
<p style="margin:0 0 12px">ďakujeme za objednávku č. <strong>${escapeHtml(order.number)}</strong>. Prijali sme ju a pripravujeme ju na odoslanie.</p>
<table style="border-collapse:collapse;width:100%;font-size:14px;margin:0 0 12px">${rows}</table>
${order.site ? `<p style="margin:0 0 12px">Stavba: ${escapeHtml(order.site.name)}, zákazka <strong>${escapeHtml(order.site.jobReference)}</strong></p>` : ''}
<p style="margin:0 0 12px">Doprava: ${escapeHtml(order.shipping)}<br>Platba: ${escapeHtml(order.payment)}<br>Spolu bez DPH: ${escapeHtml(eur(order.totalExcVatCents))}<br><strong>Spolu s DPH: ${escapeHtml(eur(order.totalWithVatCents))}</strong></p>
<p style="margin:0 0 12px">Faktúra č. ${escapeHtml(order.invoiceNumber)}, variabilný symbol ${escapeHtml(order.invoiceNumber)}, splatná ${escapeHtml(due)}.</p>
${transferHtml(order.transfer, order.transfer !== null)}
<p style="margin:0"><a href="${escapeHtml(link)}">Zobraziť objednávku</a></p>`,
  );
  const attachments: PayBySquareAttachment[] = order.transfer ? [{ filename: 'pay-by-square.png', cid: QR_CID, payBySquare: order.transfer }] : [];
  return { subject, text, html, attachments };
}
