import 'server-only';
import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { LEASE_SECONDS, RETRY_DELAYS_SECONDS } from './schedule';

/** A table sent from like an outbox (mail, e-invoices): its key, and when it was sent, is due, is leased, how often tried. */
interface OutboxTable extends PgTable {
  sentAt: PgColumn;
  nextAttemptAt: PgColumn;
  lockedUntil: PgColumn;
  attempts: PgColumn;
  error: PgColumn;
}

/**
 * The sending rows of one outbox table: claim the due ones, record a delivery, record a failure.
 * Mail and e-invoices share it, so both keep the same lease, retry schedule and exactly-once rules.
 */
export function outboxRows<T extends OutboxTable, Row extends { attempts: number }>(table: T, key: PgColumn, keyOf: (row: Row) => number) {
  /** Rows not sent yet, due, and under no live lease, by the database's clock. */
  /** The table without its own row type: drizzle cannot check a generic table's `set`, the columns above are what it writes. */
  const rows: PgTable = table;
  const dueAndUnleased: SQL | undefined = and(
    isNull(table.sentAt),
    lte(table.nextAttemptAt, sql`now()`),
    or(isNull(table.lockedUntil), lte(table.lockedUntil, sql`now()`)),
  );

  return {
    /**
     * Claims up to `limit` due rows for this sender: one atomic UPDATE … RETURNING whose row choice
     * is `SELECT … FOR UPDATE SKIP LOCKED`, so two senders (instances) never claim the same row. The
     * claim counts as an attempt and sets a lease (`locked_until`); times are the database's, so the
     * instances' clocks do not matter.
     */
    async claimDue(db: Db, limit: number): Promise<Row[]> {
      const due = db
        .select({ key })
        .from(rows)
        .where(dueAndUnleased)
        .orderBy(asc(table.nextAttemptAt), asc(key))
        .limit(limit)
        .for('update', { skipLocked: true });
      const lease = { attempts: sql`${table.attempts} + 1`, lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` };
      const claimed: unknown[] = await db.update(rows).set(lease).where(inArray(key, due)).returning();
      return claimed as Row[];
    },

    /** Records a delivery (with what else the table keeps of it): never due again, whatever lease it was under, so what went out is never sent again. */
    async markSent(db: Db, id: number, delivery: Record<string, unknown> = {}): Promise<void> {
      await db
        .update(rows)
        .set({ ...delivery, sentAt: sql`now()`, lockedUntil: null, nextAttemptAt: null, error: null })
        .where(and(eq(key, id), isNull(table.sentAt)));
    },

    /**
     * Records a failed attempt: the error, no lease, and the next attempt after the backoff, or none
     * (given up) after the last one; only while the row is still this claim's (same attempt number,
     * not sent). Returns whether it was given up.
     */
    async markFailed(db: Db, claimed: Row, reason: string): Promise<boolean> {
      const delay = RETRY_DELAYS_SECONDS[claimed.attempts - 1];
      await db
        .update(rows)
        .set({ error: reason.slice(0, 2000), lockedUntil: null, nextAttemptAt: delay === undefined ? null : sql`now() + make_interval(secs => ${delay})` })
        .where(and(eq(key, keyOf(claimed)), eq(table.attempts, claimed.attempts), isNull(table.sentAt)));
      return delay === undefined;
    },
  };
}
