import 'server-only';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { outboxRows } from '../outbox/rows';

export type ClaimedMail = typeof mailOutbox.$inferSelect;

const mailRows = outboxRows<typeof mailOutbox, ClaimedMail>(mailOutbox, mailOutbox.id, (mail) => mail.id);

/** Claims up to `limit` due mails for this sender (outbox/rows.ts: one atomic claim, a lease, an attempt counted). */
export function claimDueMail(db: Db, limit: number): Promise<ClaimedMail[]> {
  return mailRows.claimDue(db, limit);
}

/** Records a delivered mail: never due again, so a mail that went out is never sent again. */
export function markMailSent(db: Db, id: number): Promise<void> {
  return mailRows.markSent(db, id);
}

/** Records a failed attempt (retried after the backoff, or given up after MAX_ATTEMPTS); returns whether it was given up. */
export function markMailFailed(db: Db, mail: ClaimedMail, reason: string): Promise<boolean> {
  return mailRows.markFailed(db, mail, reason);
}
