import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eInvoices } from '../db/schema';
import { claimedLease, dueAndUnleased, failedAttempt } from '../mail/outbox-claim';

export type ClaimedEInvoice = typeof eInvoices.$inferSelect;

/**
 * Claims up to `limit` due e-invoices, as the mail outbox claims mail (outbox-claim.ts): one
 * UPDATE … RETURNING over `SELECT … FOR UPDATE SKIP LOCKED`, counting an attempt and setting a
 * lease, on the database's clock. Same lease and retry schedule as mail.
 */
export async function claimDueEInvoices(db: Db, limit: number): Promise<ClaimedEInvoice[]> {
  const due = db
    .select({ id: eInvoices.invoiceId })
    .from(eInvoices)
    .where(dueAndUnleased(eInvoices))
    .orderBy(asc(eInvoices.nextAttemptAt), asc(eInvoices.invoiceId))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(eInvoices).set(claimedLease(eInvoices)).where(inArray(eInvoices.invoiceId, due)).returning();
}

/** Records a delivery and the provider's reference: never due again, whatever lease it was under. */
export async function markEInvoiceSent(db: Db, invoiceId: number, reference: string): Promise<void> {
  await db
    .update(eInvoices)
    .set({ sentAt: sql`now()`, deliveryRef: reference.slice(0, 500), lockedUntil: null, nextAttemptAt: null, error: null })
    .where(and(eq(eInvoices.invoiceId, invoiceId), isNull(eInvoices.sentAt)));
}

/**
 * Records a failed attempt: the error and the next attempt after the backoff, or none (given up)
 * after the last one; only while the row is still this claim's. Returns whether it was given up.
 */
export async function markEInvoiceFailed(db: Db, claimed: ClaimedEInvoice, reason: string): Promise<boolean> {
  const failed = failedAttempt(claimed.attempts, reason);
  await db
    .update(eInvoices)
    .set(failed.values)
    .where(and(eq(eInvoices.invoiceId, claimed.invoiceId), eq(eInvoices.attempts, claimed.attempts), isNull(eInvoices.sentAt)));
  return failed.givenUp;
}
