import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startPostgresServer } from './postgres-server';

/** The seeded database on the contract PostgreSQL server that every postgres test block clones. */
export const POSTGRES_TEMPLATE_DB = 'storefront_template';

/** Runs the real seed script with the given environment; rejects when it fails. */
function seed(env: Record<string, string>, what: string): Promise<void> {
  const started = performance.now();
  return new Promise<void>((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/seed.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Seeding the contract-test ${what} failed (exit ${code})`))));
  }).then(() => {
    if (process.env.CONTRACT_SETUP_TIMING) console.log(`\ncontract setup: ${what} seeded in ${Math.round(performance.now() - started)} ms`);
  });
}

async function seedPostgres(): Promise<void> {
  const server = await startPostgresServer();
  const admin = new Client({ connectionString: server.url('postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  // the seed writes media under DATA_DIR; the PGlite template has the same deterministic files
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-contract-pg-media-'));
  try {
    await seed({ DATA_DIR: media, DATABASE_URL: server.url(POSTGRES_TEMPLATE_DB) }, 'PostgreSQL database');
  } finally {
    fs.rmSync(media, { recursive: true, force: true });
  }
  process.env.CONTRACT_POSTGRES_URL = server.url('postgres');
  process.env.CONTRACT_POSTGRES_TEMPLATE = POSTGRES_TEMPLATE_DB;
}

/**
 * Seeds one template database per jest run with the real seed script, on PGlite and on a
 * private PostgreSQL server, side by side; each test file then works on its own copy of the
 * PGlite one (fresh-database.ts) and each postgres block on its own clone of the PostgreSQL
 * one (drivers.ts), so files never see each other's writes. global-teardown.ts stops the server.
 */
export default async function globalSetup() {
  const started = performance.now();
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-contract-'));
  await Promise.all([seed({ DATA_DIR: template, DATABASE_URL: '' }, 'PGlite database'), seedPostgres()]);
  process.env.CONTRACT_TEMPLATE_DIR = template;
  process.env.CONTRACT_FILES_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-contract-files-'));
  if (process.env.CONTRACT_SETUP_TIMING) console.log(`\ncontract setup: ${Math.round(performance.now() - started)} ms`);
}
