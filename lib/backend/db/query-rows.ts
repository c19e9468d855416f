import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Any drizzle database on either driver, whatever its schema (client.ts's Db, a migration run's). */
export type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** Runs raw SQL and returns its rows, the same on both drivers. */
export async function queryRows<T>(db: AnyDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
