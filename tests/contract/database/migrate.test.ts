import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { closeDb, getDb } from '@/lib/backend/db/client';
import { buildMigrations } from '@/lib/backend/db/migrations-state';
import { migrateDatabase } from '@/lib/backend/db/migrate';
import { databaseState } from '@/lib/backend/readiness';
import { envRestorer } from '../../support/env';
import { admin, contractDatabaseUrl } from '../support/drivers';

interface Run {
  code: number | null;
  output: string;
}

/** Runs an npm script's file the way `npm run …` does, with DATABASE_URL pointed at `url`. */
function runScript(script: string, url: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['--conditions=react-server', script], { env: { ...process.env, DATABASE_URL: url } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

async function rows<T>(url: string, query: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows as T[];
  } finally {
    await client.end();
  }
}

const created: string[] = [];
async function freshDatabase(template = 'template0'): Promise<string> {
  const name = `migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  created.push(name);
  return contractDatabaseUrl(name);
}

const restore = envRestorer('DATABASE_URL');
afterAll(async () => {
  await closeDb();
  restore();
  for (const name of created) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

const migrations = buildMigrations();

describe('npm run migrate on PostgreSQL', () => {
  it('run twice at once on a fresh database: both succeed, each migration is applied once', async () => {
    const url = await freshDatabase();
    const runs = await Promise.all([runScript('scripts/migrate.ts', url), runScript('scripts/migrate.ts', url)]);
    expect(runs.map((run) => run.code)).toEqual([0, 0]);
    // the lock makes one wait for the other, which then finds nothing left to do
    const said = runs.map((run) => run.output.trim()).sort();
    expect(said[0]).toBe(`PostgreSQL (DATABASE_URL): applied ${migrations.length} migration(s): ${migrations.map((m) => m.tag).join(', ')}`);
    expect(said[1]).toBe('PostgreSQL (DATABASE_URL): schema is up to date, nothing to apply.');
    const recorded = await rows<{ created_at: string }>(url, 'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY id');
    expect(recorded.map((row) => Number(row.created_at))).toEqual(migrations.map((m) => m.when));
    const extensions = await rows<{ extname: string }>(url, "SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent') ORDER BY extname");
    expect(extensions.map((row) => row.extname)).toEqual(['pg_trgm', 'unaccent']);
  }, 60_000);

  it('fails with one line, no stack, when the server cannot be reached', async () => {
    const run = await runScript('scripts/migrate.ts', 'postgres://shop:secret@127.0.0.1:1/shop');
    expect(run.code).toBe(1);
    expect(run.output.trim()).toMatch(/^Migration failed: ECONNREFUSED /);
    expect(run.output).not.toContain('secret');
    expect(run.output).not.toMatch(/\n\s+at /);
  }, 30_000);
});

describe('an instance on PostgreSQL', () => {
  it('refuses a schema older than its build, and /api/ready names the schema', async () => {
    const url = await freshDatabase();
    process.env.DATABASE_URL = url;
    expect(await migrateDatabase()).toEqual(migrations.map((m) => m.tag));
    await rows(url, 'DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)');
    const newest = migrations.at(-1)?.tag ?? '';
    await expect(getDb()).rejects.toThrow(`database schema is older than this build: run \`npm run migrate\` (missing ${newest})`);
    await expect(databaseState(10_000)).resolves.toBe('schema outdated');
  }, 30_000);

  it('takes no data-directory lock: a seed on DATABASE_URL runs while a PGlite process holds the same DATA_DIR', async () => {
    delete process.env.DATABASE_URL;
    await closeDb();
    await getDb(); // PGlite in this file's DATA_DIR: this process now holds its lock
    const seeded = await freshDatabase(process.env.CONTRACT_POSTGRES_TEMPLATE ?? 'storefront_template');
    const run = await runScript('scripts/seed.ts', seeded);
    expect(run.output).toMatch(/Database already seeded/);
    expect(run.code).toBe(0);
  }, 60_000);
});
