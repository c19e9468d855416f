import 'server-only';
import { settings } from '@/lib/runtime/config/env';
import { openDatabase } from './client';
import { applyMigrations, newestAppliedMigration } from './migrations-state';
import { whenServerAnswers } from './postgres';
import * as schema from './schema';

/**
 * The advisory lock key every `npm run migrate` (and first-run seed) takes on PostgreSQL: any
 * 64-bit number the shop owns; this is "storefront migrate" folded to a positive bigint.
 */
export const MIGRATE_LOCK_KEY = 7_302_191_511_837_044n;

/**
 * Applies this build's missing migrations on one connection held for the whole run under
 * `pg_advisory_lock`, so two runs at once (two deploy jobs, two first starts) wait for each
 * other instead of racing on CREATE EXTENSION; the second finds nothing left to apply.
 */
async function migratePostgres(url: string, options: { onlyFresh: boolean; wait: boolean }): Promise<string[]> {
  const { Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const connect = async () => {
    const client = new Client({ connectionString: url });
    // a connection the server ends mid-run rejects the running query; without a listener it would also crash the process
    client.on('error', () => undefined);
    await client.connect();
    return client;
  };
  const client = options.wait ? await whenServerAnswers(connect) : await connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATE_LOCK_KEY.toString()]);
    try {
      const db = drizzle(client, { schema });
      if (options.onlyFresh && (await newestAppliedMigration(db)) !== null) return [];
      return await applyMigrations(db, migrate);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATE_LOCK_KEY.toString()]);
    }
  } finally {
    await client.end();
  }
}

/**
 * Brings the configured database to this build's schema; returns the migrations it applied.
 * PostgreSQL: under the advisory lock above. PGlite: opening migrates (its directory lock already
 * makes this process the only one on it).
 */
export async function migrateDatabase(): Promise<string[]> {
  const { DATABASE_URL } = settings();
  // an operator's command: a server that is not there is said at once
  if (DATABASE_URL) return migratePostgres(DATABASE_URL, { onlyFresh: false, wait: false });
  const handle = await openDatabase({ lock: true });
  await handle.close();
  return [...handle.migrated];
}

/**
 * The first run's migration (`npm run seed`, `npm start` on an empty PostgreSQL database): as
 * migrateDatabase, but only when no migration was ever applied, and waiting for a server still
 * starting as an instance does. A database that has some is left to `npm run migrate`, so an
 * instance of a newer build still refuses its older schema.
 */
export async function migrateFreshPostgres(url: string): Promise<string[]> {
  return migratePostgres(url, { onlyFresh: true, wait: true });
}
