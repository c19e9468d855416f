import 'server-only';
import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { MAIL_LEASE_SECONDS, RETRY_DELAYS_SECONDS } from '../outbox-schedule';

export type ClaimedMail = typeof mailOutbox.$inferSelect;

export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/** The columns of a table sent from like the outbox (mail, e-invoices): sent, next due, lease, attempts. */
export interface OutboxColumns {
  sentAt: PgColumn;
  nextAttemptAt: PgColumn;
  lockedUntil: PgColumn;
  attempts: PgColumn;
}

/** Rows not sent yet, due, and under no live lease, by the database's clock. */
export function dueAndUnleased(table: OutboxColumns): SQL | undefined {
  return and(isNull(table.sentAt), lte(table.nextAttemptAt, sql`now()`), or(isNull(table.lockedUntil), lte(table.lockedUntil, sql`now()`)));
}

/** What a claim sets: one more attempt, and a lease of MAIL_LEASE_SECONDS from now. */
export function claimedLease(table: OutboxColumns) {
  return { attempts: sql`${table.attempts} + 1`, lockedUntil: sql`now() + make_interval(secs => ${MAIL_LEASE_SECONDS})` };
}

/** What a failed attempt sets: the error, no lease, and the next attempt after the backoff, or none once given up. */
export function failedAttempt(attempts: number, reason: string) {
  const delay = RETRY_DELAYS_SECONDS[attempts - 1];
  return {
    values: { error: reason.slice(0, 2000), lockedUntil: null, nextAttemptAt: delay === undefined ? null : sql`now() + make_interval(secs => ${delay})` },
    givenUp: delay === undefined,
  };
}

/**
 * Claims up to `limit` due rows for this sender: one atomic UPDATE … RETURNING whose row choice
 * is `SELECT … FOR UPDATE SKIP LOCKED`, so two senders (instances) never claim the same row. The
 * claim counts as an attempt and sets a lease (`locked_until`); times are the database's, so the
 * instances' clocks do not matter.
 */
export async function claimDueMail(db: Db, limit: number): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(dueAndUnleased(mailOutbox))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(mailOutbox).set(claimedLease(mailOutbox)).where(inArray(mailOutbox.id, due)).returning();
}

/** Records a delivered mail: never due again. Unconditional on the lease, so a mail that went out is never sent again. */
export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lockedUntil: null, nextAttemptAt: null, error: null })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/**
 * Records a failed attempt: the error, and the next attempt after the backoff, or none (given up)
 * after MAX_ATTEMPTS. Only while the row is still this claim's (same attempt number, not sent).
 * Returns whether the mail was given up.
 */
export async function markMailFailed(db: Db, mail: ClaimedMail, reason: string): Promise<boolean> {
  const failed = failedAttempt(mail.attempts, reason);
  await db
    .update(mailOutbox)
    .set(failed.values)
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts), isNull(mailOutbox.sentAt)));
  return failed.givenUp;
}
