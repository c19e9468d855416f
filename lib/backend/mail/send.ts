import 'server-only';
import { eq } from 'drizzle-orm';
import { log } from '@/lib/instance/log';
import { getDb, type Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { deliver } from './deliver';

/** A file carried by a mail; with `cid`, an inline image the HTML shows as `<img src="cid:…">`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

/** What a template produces. */
export interface MailContent {
  subject: string;
  /** the plain-text part: every mail has one */
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** One outgoing mail; `kind` names the template (file names, outbox audit). */
export interface MailMessage extends MailContent {
  to: string;
  kind: string;
}

/**
 * Sends a mail: records it in mail_outbox, delivers it (SMTP when SMTP_URL is set, else an
 * .eml file under DATA_DIR/mail), then records sent_at or the error. Never throws for a
 * delivery failure (the caller's request must not fail because of mail); returns whether it went out.
 */
export async function sendMail(message: MailMessage, db?: Db): Promise<boolean> {
  const database = db ?? (await getDb());
  const [row] = await database
    .insert(mailOutbox)
    .values({ toAddress: message.to, subject: message.subject.slice(0, 300), kind: message.kind })
    .returning({ id: mailOutbox.id });
  try {
    await deliver(message);
    if (row) await database.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log().error({ err: error, kind: message.kind }, 'mail: not sent');
    if (row) await database.update(mailOutbox).set({ error: reason.slice(0, 2000) }).where(eq(mailOutbox.id, row.id));
    return false;
  }
}
