import 'server-only';
import { getDb, queryRows, sql } from './db/client';
import { SchemaOutdatedError } from './db/errors';

/** What the readiness probe says of the embedded backend's database. */
export type DatabaseState = 'ok' | 'down' | 'schema outdated';

/**
 * Whether the embedded backend's database answers: opened (which checks that every migration of
 * this build is applied, or applies them on PGlite) and able to run a query within `timeoutMs`.
 * Never throws: a load balancer only needs yes or no, and an operator the reason.
 */
export async function databaseState(timeoutMs: number): Promise<DatabaseState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DatabaseState>((resolve) => {
    timer = setTimeout(() => resolve('down'), timeoutMs);
  });
  const probe = getDb()
    .then((db) => queryRows<{ ok: number }>(db, sql`select 1 as ok`))
    .then((rows): DatabaseState => (rows[0]?.ok === 1 ? 'ok' : 'down'))
    .catch((error: unknown): DatabaseState => (error instanceof SchemaOutdatedError ? 'schema outdated' : 'down'));
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
