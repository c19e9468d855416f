import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { databasePoolSize, isBuildPhase, onVercel, settings } from '@/lib/runtime/config/env';
import * as schema from './schema';
import { lockDataDir, processIsAlive } from './lock';
import { applyMigrations } from './migrations-state';
import { openPostgres } from './postgres';
import { pgliteStartParams } from './pglite-buffers';
import { watchMailOutbox } from '../metrics-sources';
import { tracePgliteClient } from './traced-sql';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The migrations opening applied (PGlite migrates on open; PostgreSQL never does: `npm run migrate`). */
  migrated: readonly string[];
  close: () => Promise<void>;
}

/** On Vercel the one writable place: a function's own disk is read-only but for /tmp, and /tmp is gone with the function. */
const VERCEL_DATA_DIR = '/tmp/storefront-data';

/** DATA_DIR, default `.data/` in the working directory (on Vercel VERCEL_DATA_DIR). */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ settings().DATA_DIR ?? (onVercel() ? VERCEL_DATA_DIR : '.data'));
}

/** MEDIA_DIR, default DATA_DIR/media: the seed writes generated images and datasheets there, GET /media/* serves them. */
export function mediaDir(): string {
  const { MEDIA_DIR } = settings();
  return MEDIA_DIR ? path.resolve(/*turbopackIgnore: true*/ MEDIA_DIR) : path.join(dataDir(), 'media');
}

export function pgliteDir(): string {
  return path.join(dataDir(), 'pglite');
}

const SNAPSHOT_PREFIX = 'storefront-build-db-';
/** A copy's name: the prefix, the pid of the worker that made it, a random suffix. */
const SNAPSHOT_NAME = new RegExp(`^${SNAPSHOT_PREFIX}(\\d+)-`);

/**
 * Removes the copies of build workers that are gone. Next ends its workers without their 'exit'
 * handlers running, so each build left its copies (each as large as the data directory) in the
 * temporary directory; the next build's workers clear them, by the process id in the name.
 */
function removeSnapshotsOfEndedWorkers(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(SNAPSHOT_NAME.exec(name)?.[1]);
    if (pid && pid !== process.pid && !processIsAlive(pid)) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

/**
 * `next build` prerenders pages in worker processes while no server runs; they read a
 * throw-away copy of the data directory, so they never contend for the lock or write to it.
 */
function buildSnapshotDir(source: string): string {
  removeSnapshotsOfEndedWorkers();
  const target = fs.mkdtempSync(path.join(os.tmpdir(), `${SNAPSHOT_PREFIX}${process.pid}-`));
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
    const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent }, startParams: pgliteStartParams(PGlite.defaultStartParams, dir) });
    const db = drizzle(client, { schema });
    // one process owns a PGlite directory (the lock), so it migrates on open without racing anyone
    const migrated = await applyMigrations(db, migrate);
    // after the migrations: a trace shows the statements requests send, not the opening's
    tracePgliteClient(client as unknown as Parameters<typeof tracePgliteClient>[0]);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      migrated,
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

/**
 * Opens the configured database: PGlite in DATA_DIR (locked, migrated on open), or PostgreSQL
 * when DATABASE_URL is set (no lock: any number of instances share it; waits for the server at
 * start and refuses a schema older than this build, see postgres.ts).
 */
export async function openDatabase(options: { lock?: boolean; signal?: AbortSignal } = {}): Promise<DbHandle> {
  const { DATABASE_URL } = settings();
  if (DATABASE_URL) return openPostgres(DATABASE_URL, databasePoolSize(), options.signal);
  if (isBuildPhase()) return openPglite(buildSnapshotDir(pgliteDir()), false);
  return openPglite(pgliteDir(), options.lock ?? true);
}

type GlobalWithDb = typeof globalThis & { __storefrontDb?: Promise<DbHandle>; __storefrontDbOpening?: AbortController };

/**
 * The process-wide database. Kept on globalThis because Next bundles route handlers and
 * pages separately, and each bundle would otherwise open (and lock) its own copy.
 */
export function getDb(): Promise<Db> {
  const g = globalThis as GlobalWithDb;
  if (!g.__storefrontDb) {
    const opening = new AbortController();
    g.__storefrontDbOpening = opening;
    const handle: Promise<DbHandle> = openDatabase({ signal: opening.signal }).catch((error: unknown) => {
      if (g.__storefrontDb === handle) g.__storefrontDb = undefined;
      throw error;
    });
    g.__storefrontDb = handle;
    watchMailOutbox(() => getDb());
  }
  return g.__storefrontDb.then((h) => h.db);
}

/** Closes the process-wide database (tests, scripts). */
export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const handle = g.__storefrontDb;
  g.__storefrontDb = undefined;
  g.__storefrontDbOpening?.abort(); // stops waiting for a server that is not there
  g.__storefrontDbOpening = undefined;
  if (!handle) return;
  const opened = await handle.catch(() => null);
  await opened?.close();
}

export { queryRows } from './query-rows';
export { sql };
