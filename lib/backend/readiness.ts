import 'server-only';
import { getDb, queryRows, sql } from './db/client';

/**
 * Whether the embedded backend's database answers: opened (and migrated, which opening does) and
 * able to run a query within `timeoutMs`. Never throws: a load balancer only needs yes or no.
 */
export async function databaseAnswers(timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = getDb()
    .then((db) => queryRows<{ ok: number }>(db, sql`select 1 as ok`))
    .then((rows) => rows[0]?.ok === 1)
    .catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
