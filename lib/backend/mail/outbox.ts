import 'server-only';
import type { Db } from '../db/client';
import { mailOutbox, type OutboxAttachment } from '../db/schema';
import type { MailMessage } from './message';

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Queues a mail: one mail_outbox row holding everything needed to send it (rendered subject,
 * text, HTML and attachments). Call it with the transaction that writes what the mail reports,
 * so the two commit or roll back together; a sender delivers it after the commit
 * (outbox-worker.ts: kickMailSender() right after, every instance's poll otherwise).
 */
export async function queueMail(tx: Db, message: MailMessage): Promise<void> {
  const attachments: OutboxAttachment[] = (message.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: a.content.toString('base64'),
    ...(a.cid ? { cid: a.cid } : {}),
  }));
  await tx.insert(mailOutbox).values({
    toAddress: message.to,
    subject: message.subject.slice(0, 300),
    kind: message.kind,
    textBody: message.text,
    htmlBody: message.html,
    attachments,
  });
}

/** The mail a row holds, as deliver() takes it. */
export function messageOfRow(row: OutboxRow): MailMessage {
  return {
    to: row.toAddress,
    kind: row.kind,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    attachments: row.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content, 'base64'),
      ...(a.cid ? { cid: a.cid } : {}),
    })),
  };
}
