import 'server-only';
import { formatCents } from '@/lib/shared/format/money';
import { orderPath } from '@/lib/shop/urls/account-paths';
import { shop, siteUrl } from '@/lib/runtime/config/shop';
import type { MailContent } from '../message';
import { escapeHtml, htmlLayout, textSignature } from './layout';

export interface PaymentReceivedMail {
  number: string;
  orderId: number;
  amountCents: number;
}

/** The mail that a card payment of an order was received (sent once, when the order becomes paid). */
export function paymentReceivedMail({ number, orderId, amountCents }: PaymentReceivedMail): MailContent {
  const link = `${siteUrl()}${orderPath(orderId)}`;
  const amount = `${formatCents(amountCents)} €`;
  const subject = `Platba za objednávku ${number} bola prijatá – ${shop.name}`;
  const text = [
    'Dobrý deň,',
    '',
    `ďakujeme, platbu kartou ${amount} za objednávku č. ${number} sme prijali. Objednávka je zaplatená.`,
    `Objednávku a faktúru nájdete vo svojom účte: ${link}`,
    '',
    textSignature(),
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p style="margin:0 0 12px">Dobrý deň,</p>
<p style="margin:0 0 12px">ďakujeme, platbu kartou <strong>${escapeHtml(amount)}</strong> za objednávku č. <strong>${escapeHtml(number)}</strong> sme prijali. Objednávka je zaplatená.</p>
<p style="margin:0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b5cad;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:4px">Zobraziť objednávku</a></p>`,
  );
  return { subject, text, html };
}
