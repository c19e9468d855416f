/**
 * npm run seed [-- --products N] [-- --force]
 * Fills DATA_DIR (or DATABASE_URL) with the deterministic demo shop. Without --force an
 * already seeded database is left alone, but a PGlite demo seeded by an older seed (its
 * seed_version) is wiped and seeded again, so a checkout's .data/ gets the demo the README names;
 * with --force the database and media are wiped first.
 * Run with `tsx --conditions=react-server` so `server-only` imports resolve to an empty module.
 */
import './lib/check-settings';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { settings } from '../lib/runtime/config/env';
import { dataDir, mediaDir as configuredMediaDir, openDatabase, pgliteDir, queryRows, type DbHandle } from '../lib/backend/db/client';
import { DataDirLockedError, lockDataDir } from '../lib/backend/db/lock';
import { SchemaOutdatedError } from '../lib/backend/db/errors';
import { migrateFreshPostgres } from '../lib/backend/db/migrate';
import { DEMO_EMAIL, DEMO_PASSWORD, SECOND_COMPANY_EMAIL, SEED_VERSION, seedDatabase, seededVersion, seedState, seedStep } from '../lib/backend/seed';
import { DEMO_ACCOUNTANT_EMAIL, DEMO_TECHNICIAN_EMAIL } from '../lib/backend/seed/demo-people';
import { openMediaWriter } from '../lib/backend/media/writer';

interface Args {
  products?: number;
  force: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { force: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--force') args.force = true;
    else if (arg === '--products' || arg.startsWith('--products=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[++i];
      const n = Number(value);
      if (!Number.isSafeInteger(n) || n < 1) throw new Error(`--products needs a positive integer, got ${value}`);
      args.products = n;
    } else throw new Error(`unknown argument ${arg} (use --products N, --force)`);
  }
  return args;
}

/** PostgreSQL cannot be deleted like a directory: empty every public table instead. */
async function truncateAll(handle: DbHandle): Promise<void> {
  const tables = await queryRows<{ tablename: string }>(handle.db, sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
  if (tables.length === 0) return;
  const list = tables.map((t) => `"public"."${t.tablename.replace(/"/g, '""')}"`).join(', ');
  await handle.db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
}

/** Wipes the PGlite database and the media (PostgreSQL is emptied table by table once open). */
function wipeFiles(postgres: boolean, mediaDir: string): void {
  if (!postgres) fs.rmSync(pgliteDir(), { recursive: true, force: true });
  fs.rmSync(mediaDir, { recursive: true, force: true });
}

/** What the run found: seeded now, left alone, or a PGlite demo of an older seed to wipe and seed again. */
type Outcome = { code: number } | { outdated: string | null };

async function seedOpened(args: Args, postgres: boolean, mediaDir: string, started: number): Promise<Outcome> {
  const handle = await openDatabase({ lock: true });
  try {
    if (args.force && postgres) await truncateAll(handle);
    const state = await seedState(handle.db);
    const version = state.products > 0 ? await seededVersion(handle.db) : null;
    const step = seedStep(state, version, postgres);
    if (step === 'seed-again') return { outdated: version };
    if (step === 'report-older')
      console.log(`The demo data is of an older seed (${version ?? 'unknown'}, now ${SEED_VERSION}); --force wipes and seeds it again.`);
    if (step === 'keep') console.log(`Database already seeded (${state.products} products); use --force to wipe and seed again.`);
    if (step === 'partly-seeded') console.error('Database is partly seeded (categories but no products); run again with --force.');
    if (step !== 'seed') return { code: step === 'partly-seeded' ? 1 : 0 };
    const media = openMediaWriter(handle.db);
    console.log(`Seeding ${postgres ? 'PostgreSQL' : pgliteDir()}, media into ${media.store === 'database' ? 'the database' : mediaDir} …`);
    const summary = await seedDatabase(handle.db, { products: args.products, media, log: (m) => console.log(`  ${m}`) });
    const counts = Object.entries(summary)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts}`);
    console.log(`Demo logins: ${DEMO_EMAIL} (with ${DEMO_TECHNICIAN_EMAIL} and ${DEMO_ACCOUNTANT_EMAIL}) and ${SECOND_COMPANY_EMAIL}, all / ${DEMO_PASSWORD}`);
    return { code: 0 };
  } finally {
    await handle.close();
  }
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const mediaDir = configuredMediaDir();
  const postgres = Boolean(settings().DATABASE_URL);
  // take the lock before touching anything, so --force never wipes a running shop's data
  const release = postgres ? () => undefined : lockDataDir(dataDir());
  try {
    if (args.force) wipeFiles(postgres, mediaDir);
    // PostgreSQL never migrates on open: a first run (an empty database) migrates as `npm run migrate` does, under its lock
    const { DATABASE_URL } = settings();
    if (DATABASE_URL) {
      const applied = await migrateFreshPostgres(DATABASE_URL);
      if (applied.length > 0) console.log(`Migrated: ${applied.join(', ')}`);
    }
    const outcome = await seedOpened(args, postgres, mediaDir, started);
    if ('code' in outcome) return outcome.code;
    // the demo's own directory, of a seed older than this checkout's: the demo it has is not the one the README names
    console.log(`The demo data is of an older seed (${outcome.outdated ?? 'unknown'}, now ${SEED_VERSION}): seeding it again.`);
    wipeFiles(postgres, mediaDir);
    const again = await seedOpened(args, postgres, mediaDir, started);
    return 'code' in again ? again.code : 1;
  } finally {
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // the lock's message already says what to do; a stack trace would only hide it
    if (error instanceof DataDirLockedError || error instanceof SchemaOutdatedError) console.error(error.message);
    else if (error instanceof Error && error.cause instanceof Error) {
      // drizzle's query errors carry every bound parameter in the message; the cause says what failed
      console.error(`Seeding failed: ${error.cause.message}\n${error.message.slice(0, 300)}…`);
    } else console.error(error);
    process.exit(1);
  },
);
