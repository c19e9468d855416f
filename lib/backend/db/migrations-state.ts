import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type AnyDb } from './query-rows';

// turbopackIgnore: these paths are runtime data, not sources to trace into the build.
export const MIGRATIONS_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib/backend/db/migrations');

/** One migration of this build, as drizzle-kit's journal (meta/_journal.json) lists it. */
export interface JournalEntry {
  tag: string;
  /** drizzle's key: a migration counts as applied when the newest `created_at` in its table is at least this. */
  when: number;
}

/** The migrations this build ships, oldest first. */
export function buildMigrations(dir = MIGRATIONS_DIR): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The tags drizzle's migrator would still apply: those newer than the newest one recorded
 * (null when nothing is recorded). The same rule as drizzle-orm's pg dialect `migrate`.
 */
export function pendingMigrations(entries: readonly JournalEntry[], newestApplied: number | null): string[] {
  return entries.filter((entry) => newestApplied === null || newestApplied < entry.when).map((entry) => entry.tag);
}

/** The newest `created_at` in drizzle.__drizzle_migrations, or null when the table is missing or empty. Reads only. */
export async function newestAppliedMigration(db: AnyDb): Promise<number | null> {
  const [table] = await queryRows<{ name: string | null }>(db, sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name`);
  if (!table?.name) return null;
  const [row] = await queryRows<{ newest: string | number | null }>(db, sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`);
  return row?.newest === null || row?.newest === undefined ? null : Number(row.newest);
}

/** This build's migrations the database has not applied yet. */
export async function missingMigrations(db: AnyDb): Promise<string[]> {
  return pendingMigrations(buildMigrations(), await newestAppliedMigration(db));
}

type Migrator<D> = (db: D, config: { migrationsFolder: string }) => Promise<void>;

/** Applies this build's missing migrations with the driver's drizzle migrator; returns the tags it applied. */
export async function applyMigrations<D extends AnyDb>(db: D, migrate: Migrator<D>): Promise<string[]> {
  const missing = await missingMigrations(db);
  if (missing.length > 0) await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return missing;
}
