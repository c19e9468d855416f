import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { isBuildPhase, settings } from '@/lib/config/env';
import { log } from '@/lib/instance/log';
import * as schema from './schema';
import { lockDataDir } from './lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

// turbopackIgnore: these paths are runtime data, not sources to trace into the build.
export const MIGRATIONS_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib/backend/db/migrations');

/** DATA_DIR, default `.data/` in the working directory. */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ settings().DATA_DIR);
}

export function pgliteDir(): string {
  return path.join(dataDir(), 'pglite');
}

/**
 * `next build` prerenders pages in worker processes while no server runs; they read a
 * throw-away copy of the data directory, so they never contend for the lock or write to it.
 */
function buildSnapshotDir(source: string): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-build-db-'));
  if (fs.existsSync(source)) fs.cpSync(source, target, { recursive: true });
  process.once('exit', () => fs.rmSync(target, { recursive: true, force: true }));
  return target;
}

async function openPglite(dir: string, lock: boolean): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const release = lock ? lockDataDir(dataDir()) : () => undefined;
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent } });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: settings().DATABASE_POOL_SIZE });
  // An idle connection the server ends (a restart, a terminated backend, a dropped database) is
  // not a fault of this process; without a listener pg-pool's 'error' event would crash it. The
  // pool drops that client and opens a new one on the next query.
  pool.on('error', (error: Error & { code?: string }) => {
    log().warn({ err: error }, 'database: the server closed an idle connection');
  });
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR) and migrates it. */
export async function openDatabase(options: { lock?: boolean } = {}): Promise<DbHandle> {
  const { DATABASE_URL } = settings();
  if (DATABASE_URL) return openPostgres(DATABASE_URL);
  if (isBuildPhase()) return openPglite(buildSnapshotDir(pgliteDir()), false);
  return openPglite(pgliteDir(), options.lock ?? true);
}

type GlobalWithDb = typeof globalThis & { __storefrontDb?: Promise<DbHandle> };

/**
 * The process-wide database. Kept on globalThis because Next bundles route handlers and
 * pages separately, and each bundle would otherwise open (and lock) its own copy.
 */
export function getDb(): Promise<Db> {
  const g = globalThis as GlobalWithDb;
  g.__storefrontDb ??= openDatabase().catch((error: unknown) => {
    g.__storefrontDb = undefined;
    throw error;
  });
  return g.__storefrontDb.then((h) => h.db);
}

/** Closes the process-wide database (tests, scripts). */
export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const handle = g.__storefrontDb;
  g.__storefrontDb = undefined;
  if (handle) await (await handle).close();
}

/** Runs raw SQL and returns its rows, the same on both drivers. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export { sql };
