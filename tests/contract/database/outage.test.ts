import { spawn, type ChildProcess } from 'node:child_process';
import { closeDb, getDb } from '@/lib/backend/db/client';
import { databaseState } from '@/lib/backend/readiness';
import { envRestorer } from '../../support/env';
import { call } from '../support/backend';
import { contractDatabaseUrl } from '../support/drivers';
import { freePort } from '../../support/free-port';
import { runStatement, startPostgresServer, type PostgresServer } from '../support/postgres-server';

// A private server of this file's own: it is stopped and restarted here, which the shared one must never be.
let server: PostgresServer;
const restore = envRestorer('DATABASE_URL');
const READ = '/admin/v1/category/url/cctv/sk';

/** Copies the seeded contract template into `database` on the private server (pg_dump | psql: templates do not cross servers). */
function copyTemplate(database: string): Promise<void> {
  const source = contractDatabaseUrl(process.env.CONTRACT_POSTGRES_TEMPLATE ?? 'storefront_template');
  return new Promise((resolve, reject) => {
    const dump = spawn('pg_dump', ['--no-owner', '--no-privileges', source], { stdio: ['ignore', 'pipe', 'inherit'] });
    const load = spawn('psql', ['-q', '-v', 'ON_ERROR_STOP=1', server.url(database)], { stdio: ['pipe', 'ignore', 'inherit'] });
    dump.stdout.pipe(load.stdin);
    dump.once('error', reject);
    load.once('error', reject);
    load.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`copying the template failed (psql exit ${code})`))));
  });
}

beforeAll(async () => {
  server = await startPostgresServer();
  await runStatement(server.url('postgres'), 'CREATE DATABASE shop');
  await copyTemplate('shop');
  await closeDb();
  process.env.DATABASE_URL = server.url('shop');
}, 120_000);

afterAll(async () => {
  await closeDb();
  restore();
  server.stop();
});

async function expectUnavailable(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await response.json()).toEqual({ success: false, error: [{ key: 'network', code: 'messages.network' }] });
}

describe('the embedded backend while PostgreSQL is away', () => {
  it('answers a read with 503, Retry-After and messages.network, and serves again once the server is back, without a restart', async () => {
    expect((await call('GET', READ)).status).toBe(200);
    await server.halt();
    await expectUnavailable(await call('GET', READ));
    await expect(databaseState(5000)).resolves.toBe('down');
    await server.resume();
    expect((await call('GET', READ)).status).toBe(200);
    await expect(databaseState(5000)).resolves.toBe('ok');
  }, 60_000);

  it('keeps serving after a PostgreSQL restart: the pool drops the ended connections and opens new ones', async () => {
    expect((await call('GET', READ)).status).toBe(200);
    await server.restart();
    expect((await call('GET', READ)).status).toBe(200);
  }, 60_000);

  it('waits for a server that is not up yet when it opens the database', async () => {
    await closeDb();
    await server.halt();
    const opening = getDb();
    // the readiness probe waits on that same opening: still pending while the server is away
    await expect(databaseState(1000)).resolves.toBe('down');
    await server.resume();
    await expect(opening).resolves.toBeDefined();
    expect((await call('GET', READ)).status).toBe(200);
  }, 60_000);
});

/** Every `npm run backend` started here: killed after the file even when its start was never seen (a timeout), or jest would wait for it. */
const backends: ChildProcess[] = [];
afterAll(() => {
  for (const child of backends) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Starts `npm run backend` on the private server and resolves once it listens. */
function startBackend(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/backend.ts'], {
    env: { ...process.env, DATABASE_URL: server.url('shop'), PORT: String(port), HOST: '127.0.0.1' },
  });
  backends.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"msg":"embedded backend listening"')) resolve({ child, output: () => output });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`npm run backend exited (${code}):\n${output}`)));
  });
}

describe('npm run backend across a PostgreSQL restart', () => {
  it('keeps running and answering, and logs no SQL parameters or client object', async () => {
    const port = await freePort();
    const { child, output } = await startBackend(port);
    try {
      const read = () => fetch(`http://127.0.0.1:${port}${READ}`);
      expect((await read()).status).toBe(200);
      await server.restart();
      expect((await read()).status).toBe(200);
      expect(child.exitCode).toBeNull();
      expect(output()).not.toMatch(/params:|Client \{|_events/);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }, 90_000);
});
