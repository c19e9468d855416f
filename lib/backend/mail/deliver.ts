import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { settings } from '@/lib/runtime/config/env';
import { shop } from '@/lib/runtime/config/shop';
import { writeEmlFile } from './eml-file';
import type { ReadyMail } from './message';

let smtp: { url: string; transporter: Transporter } | undefined;

/**
 * One SMTP transporter per SMTP_URL, made on first use. Its timeouts keep one delivery well under
 * the outbox lease (outbox/rows.ts), so no other instance takes a mail this one is still sending.
 */
function smtpTransporter(url: string): Transporter {
  if (smtp?.url !== url)
    smtp = { url, transporter: nodemailer.createTransport({ url, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 }) };
  return smtp.transporter;
}

/** The sender: MAIL_FROM as given when it names itself (`Shop <a@b.sk>`), else that address or the shop's, under the shop's name. */
function sender(): string | { name: string; address: string } {
  const configured = settings().MAIL_FROM;
  if (configured?.includes('<')) return configured;
  return { name: shop.name, address: configured || shop.email };
}

/** Hands a mail to SMTP when SMTP_URL is set, else writes it as an .eml file; throws on failure. */
export async function deliver(message: ReadyMail): Promise<void> {
  const mail = { from: sender(), to: message.to, subject: message.subject, text: message.text, html: message.html, attachments: message.attachments };
  const url = settings().SMTP_URL;
  if (url) {
    await smtpTransporter(url).sendMail(mail);
    return;
  }
  // the stream transport builds the same RFC 822 MIME message SMTP would carry (multipart/alternative: text + html)
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }).sendMail(mail);
  if (!Buffer.isBuffer(built.message)) throw new Error('stream transport returned no buffer');
  await writeEmlFile(message, built.message);
}
