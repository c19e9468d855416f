import 'server-only';
import { formatCents } from '@/lib/money';
import { shop, siteUrl } from '@/lib/shop';
import type { MailContent } from '../send';
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
}

const eur = (cents: number) => `${formatCents(cents)} €`;

/** The order confirmation in Slovak: lines, totals, shipping, payment, the variable symbol and the order link. */
export function orderPlacedMail(order: PlacedOrderMail): MailContent {
  const link = `${siteUrl()}/account/orderdetail/${order.orderId}`;
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
    `Doprava: ${order.shipping}`,
    `Platba: ${order.payment}`,
    `Spolu bez DPH: ${eur(order.totalExcVatCents)}`,
    `Spolu s DPH: ${eur(order.totalWithVatCents)}`,
    `Faktúra č. ${order.invoiceNumber}, variabilný symbol ${order.invoiceNumber}, splatná ${due}.`,
    '',
    `Objednávku nájdete vo svojom účte: ${link}`,
    '',
    textSignature(),
  ].join('\n');
  const rows = order.lines
    .map((l) => `<tr><td style="padding:4px 8px 4px 0">${l.quantity} ×</td><td style="padding:4px 8px 4px 0">${escapeHtml(l.code)} ${escapeHtml(l.name)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap">${escapeHtml(eur(l.totalCents))}</td></tr>`)
    .join('');
  const html = htmlLayout(
    subject,
    `<p style="margin:0 0 12px">Dobrý deň,</p>
<p style="margin:0 0 12px">ďakujeme za objednávku č. <strong>${escapeHtml(order.number)}</strong>. Prijali sme ju a pripravujeme ju na odoslanie.</p>
<table style="border-collapse:collapse;width:100%;font-size:14px;margin:0 0 12px">${rows}</table>
<p style="margin:0 0 12px">Doprava: ${escapeHtml(order.shipping)}<br>Platba: ${escapeHtml(order.payment)}<br>Spolu bez DPH: ${escapeHtml(eur(order.totalExcVatCents))}<br><strong>Spolu s DPH: ${escapeHtml(eur(order.totalWithVatCents))}</strong></p>
<p style="margin:0 0 12px">Faktúra č. ${escapeHtml(order.invoiceNumber)}, variabilný symbol ${escapeHtml(order.invoiceNumber)}, splatná ${escapeHtml(due)}.</p>
<p style="margin:0"><a href="${escapeHtml(link)}">Zobraziť objednávku</a></p>`,
  );
  return { subject, text, html };
}
