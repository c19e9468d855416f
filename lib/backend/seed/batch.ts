import 'server-only';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * Inserts rows in statements of `batch` rows, `perTransaction` statements per transaction:
 * big enough to be fast on PGlite, small enough to stay under PostgreSQL's parameter limit.
 */
export async function insertAll<T extends PgTable>(
  db: Db,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  batch = 1000,
  perTransaction = 20,
): Promise<number> {
  const step = batch * perTransaction;
  for (let start = 0; start < rows.length; start += step) {
    const slice = rows.slice(start, start + step);
    await db.transaction(async (tx) => {
      for (let i = 0; i < slice.length; i += batch) await tx.insert(table).values(slice.slice(i, i + batch));
    });
  }
  return rows.length;
}
