import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runStatement, startPostgresServer } from './postgres-server';

/** The seeded database on the contract PostgreSQL server that every postgres test block clones. */
export const POSTGRES_TEMPLATE_DB = 'storefront_template';

/** Runs the real seed script with the given environment; rejects when it fails. */
function seed(env: Record<string, string>, what: string): Promise<void> {
  const started = performance.now();
  return new Promise<void>((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/seed.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Seeding the contract-test ${what} failed (exit ${code})`))));
  }).then(() => {
    if (process.env.CONTRACT_SETUP_TIMING) console.log(`\ncontract setup: ${what} seeded in ${Math.round(performance.now() - started)} ms`);
  });
}

/** Seeds the template database on a private PostgreSQL server; its media stay in `files` for contract-postgres to copy per file. */
async function seedPostgres(files: string): Promise<void> {
  const server = await startPostgresServer();
  await runStatement(server.url('postgres'), `CREATE DATABASE ${POSTGRES_TEMPLATE_DB}`);
  // the seed writes media under DATA_DIR (the PGlite template has the same deterministic files)
  const media = fs.mkdtempSync(path.join(files, 'postgres-template-'));
  await seed({ DATA_DIR: media, DATABASE_URL: server.url(POSTGRES_TEMPLATE_DB) }, 'PostgreSQL database');
  process.env.CONTRACT_POSTGRES_URL = server.url('postgres');
  process.env.CONTRACT_POSTGRES_TEMPLATE = POSTGRES_TEMPLATE_DB;
  process.env.CONTRACT_POSTGRES_FILES_TEMPLATE = media;
}

// on globalThis: jest loads each project's global setup file as its own module, in one process
type GlobalWithSeed = typeof globalThis & { __contractPostgresSeed?: Promise<void> };
const state = globalThis as GlobalWithSeed;

/**
 * The run's folder for the test files' copies (CONTRACT_FILES_DIR, removed by global-teardown.ts)
 * and the seeded PostgreSQL template, made once per jest run whichever contract projects run.
 */
export function sharedPostgresSetup(): Promise<void> {
  return (state.__contractPostgresSeed ??= (async () => {
    const files = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-contract-files-'));
    process.env.CONTRACT_FILES_DIR = files;
    await seedPostgres(files);
  })());
}

/**
 * Seeds one template database per jest run with the real seed script, on PGlite and on a
 * private PostgreSQL server, side by side; in `contract` each test file then works on its own copy
 * of the PGlite one (fresh-database.ts) and each postgres block on its own clone of the PostgreSQL
 * one (drivers.ts). `contract-postgres` (global-setup-postgres.ts) needs only the PostgreSQL one,
 * made once for both. Files never see each other's writes; global-teardown.ts stops the server.
 */
export default async function globalSetup() {
  const started = performance.now();
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-contract-'));
  process.env.CONTRACT_TEMPLATE_DIR = template;
  await Promise.all([seed({ DATA_DIR: template, DATABASE_URL: '' }, 'PGlite database'), sharedPostgresSetup()]);
  if (process.env.CONTRACT_SETUP_TIMING) console.log(`\ncontract setup: ${Math.round(performance.now() - started)} ms`);
}
