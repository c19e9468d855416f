import 'server-only';
import { payBySquarePng } from '@/lib/shop/payments/pay-by-square';
import type { Db } from '../db/client';
import { mailOutbox, type OutboxAttachment } from '../db/schema';
import type { MailAttachment, MailMessage, PayBySquareAttachment, ReadyMail } from './message';

type OutboxRow = typeof mailOutbox.$inferSelect;

function storedAttachment(a: MailAttachment | PayBySquareAttachment): OutboxAttachment {
  if ('payBySquare' in a) return { filename: a.filename, cid: a.cid, payBySquare: { ...a.payBySquare, due: a.payBySquare.due.toISOString() } };
  return { filename: a.filename, contentType: a.contentType, content: a.content.toString('base64'), ...(a.cid ? { cid: a.cid } : {}) };
}

/**
 * Queues a mail: one mail_outbox row holding everything needed to send it (rendered subject,
 * text, HTML and attachments as base64 in JSON: one row per mail, whatever it carries, and a few
 * KB at most). Call it with the transaction that writes what the mail reports, so the two commit
 * or roll back together; a sender delivers it after the commit (outbox-worker.ts: kickMailSender()
 * right after, every instance's poll otherwise).
 */
export async function queueMail(tx: Db, message: MailMessage): Promise<void> {
  await tx.insert(mailOutbox).values({
    toAddress: message.to,
    subject: message.subject.slice(0, 300),
    kind: message.kind,
    textBody: message.text,
    htmlBody: message.html,
    attachments: (message.attachments ?? []).map(storedAttachment),
  });
}

/** An attachment's bytes; a PAY by square code the library refuses (a malformed IBAN) is left out. */
async function readyAttachment(a: OutboxAttachment): Promise<MailAttachment | null> {
  if (!('payBySquare' in a))
    return { filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64'), ...(a.cid ? { cid: a.cid } : {}) };
  const png = await payBySquarePng({ ...a.payBySquare, due: new Date(a.payBySquare.due) });
  return png && { filename: a.filename, contentType: 'image/png', content: png, cid: a.cid };
}

/** The mail a row holds, as deliver() takes it. */
export async function readyMailOfRow(row: OutboxRow): Promise<ReadyMail> {
  const attachments = await Promise.all(row.attachments.map(readyAttachment));
  return {
    to: row.toAddress,
    kind: row.kind,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    attachments: attachments.filter((a): a is MailAttachment => a !== null),
  };
}
