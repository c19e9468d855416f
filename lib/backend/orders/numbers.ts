import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

// Advisory lock namespace 'ordr': numbering of orders and invoices, one at a time across customers.
const NUMBER_LOCK_SPACE = 0x6f726472;

/**
 * The next order and invoice numbers, year-prefixed and sequential ("2026000108"); the invoice
 * number is also the variable symbol (at most 10 digits). Call inside the placing transaction:
 * the lock holds until it commits, so two placements never draw the same number.
 */
export async function nextNumbers(tx: Db, now: Date): Promise<{ order: string; invoice: string }> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${NUMBER_LOCK_SPACE}::int4, 0)`);
  const year = String(now.getUTCFullYear());
  // A range, not LIKE: the unique indexes on number serve it (LIKE cannot use them outside the C
  // collation), so the lookup reads one index entry per table instead of scanning every order.
  const [first, last] = [`${year}000000`, `${year}999999`];
  const [row] = await queryRows<{ order: string | null; invoice: string | null }>(
    tx,
    sql`SELECT (SELECT max(number) FROM orders WHERE number BETWEEN ${first} AND ${last} AND length(number) = 10) AS order,
               (SELECT max(number) FROM invoices WHERE number BETWEEN ${first} AND ${last} AND length(number) = 10) AS invoice`,
  );
  const next = (current: string | null | undefined) => (current ? String(Number(current) + 1) : `${year}000001`);
  return { order: next(row?.order), invoice: next(row?.invoice) };
}
