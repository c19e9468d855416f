import { randomBytes } from 'node:crypto';
import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { closeDb } from '@/lib/backend/db/client';
import { runStatement } from './postgres-server';

export type Driver = 'pglite' | 'postgres';

/** The drivers a block runs on: in contract-postgres (fresh-postgres-database.ts) the PGlite block already ran in contract. */
function drivers(): readonly Driver[] {
  return process.env.CONTRACT_DRIVER === 'postgres' ? ['postgres'] : ['pglite', 'postgres'];
}

/**
 * Closes the block's database once the work the backend does after its answers (order and reset
 * mails) is done: that work must not find its database closed or dropped under it.
 */
async function closeAfterBackgroundWork(): Promise<void> {
  await settleBackgroundWork();
  await closeDb();
}

/** Runs one statement on the contract server's maintenance database (CREATE/DROP DATABASE cannot run inside the clone). */
export async function admin(statement: string): Promise<void> {
  const url = process.env.CONTRACT_POSTGRES_URL;
  if (!url) throw new Error('CONTRACT_POSTGRES_URL is not set: run contract tests through jest --selectProjects contract');
  await runStatement(url, statement);
}

/** The address of a database on the contract PostgreSQL server. */
export function contractDatabaseUrl(database: string): string {
  const url = new URL(process.env.CONTRACT_POSTGRES_URL ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

function onPostgres(): void {
  const savedUrl = process.env.DATABASE_URL;
  const database = `contract_${process.pid}_${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    await closeAfterBackgroundWork();
    const template = process.env.CONTRACT_POSTGRES_TEMPLATE ?? 'storefront_template';
    await admin(`CREATE DATABASE ${database} TEMPLATE ${template}`);
    process.env.DATABASE_URL = contractDatabaseUrl(database);
  });
  afterAll(async () => {
    await closeAfterBackgroundWork();
    if (savedUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = savedUrl;
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });
}

function onPglite(): void {
  const savedUrl = process.env.DATABASE_URL;
  beforeAll(async () => {
    await closeAfterBackgroundWork();
    delete process.env.DATABASE_URL;
  });
  afterAll(async () => {
    await closeAfterBackgroundWork();
    if (savedUrl !== undefined) process.env.DATABASE_URL = savedUrl;
  });
}

/**
 * Runs the block once per driver: on the file's own PGlite copy, and on a fresh PostgreSQL database
 * cloned from the seeded template (CREATE DATABASE … TEMPLATE …); in contract-postgres only the latter.
 */
export function describeOnEachDriver(title: string, fn: (driver: Driver) => void): void {
  for (const driver of drivers()) {
    describe(`${title} [${driver}]`, () => {
      if (driver === 'postgres') onPostgres();
      else onPglite();
      fn(driver);
    });
  }
}

/**
 * Runs the block on a fresh PostgreSQL database only: for what needs two connections at once (one
 * holding a lock while another works), which PGlite's one connection cannot show. Its files run in
 * `contract` only: jest.config.mjs keeps contract-postgres from running them a second time.
 */
export function describeOnPostgres(title: string, fn: () => void): void {
  describe(`${title} [postgres]`, () => {
    onPostgres();
    fn();
  });
}
