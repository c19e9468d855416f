/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startPostgresServer, type PostgresServer } from '../contract/support/postgres-server';
import { startRedisServer, type RedisServer } from '../support/redis-server';
import { fetchPage, provePrerenderedPageServes, proveRevalidationCrossesInstances } from './revalidation-proof';

/**
 * Issue 21 item 2 on real servers: a private PostgreSQL (seeded), a private redis-server and two
 * `next start` of the build in `.next` (made beforehand, as the cluster suite does once), both with
 * the same DATABASE_URL and REDIS_URL, each with its own DATA_DIR.
 * Ports: CLUSTER_PORT (default 3411) and the next two.
 */

const ROOT = path.resolve(__dirname, '../..');
const SECRET = 'cluster-revalidate-secret';
const BASE_PORT = Number(process.env.CLUSTER_PORT ?? 3411);
const BUILT_SITE_URL_FILE = path.join(ROOT, '.next/required-server-files.json');

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

/** Starts `next start` and resolves once it says it is ready; rejects with its output when it exits first. */
function startInstance(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/next', ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (/Ready in/.test(output)) resolve(child);
    };
    // also when jest itself is stopped before afterAll
    process.once('exit', () => child.kill('SIGKILL'));
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`next start on ${port} exited ${code}:\n${output}`)));
  });
}

/** SIGKILL: this suite proves no graceful stop, and a stuck instance must not outlive it. */
function stopInstance(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** The SITE_URL the build was made with: instances must be started with it (prerendered pages keep it). */
function builtSiteUrl(): string {
  if (!fs.existsSync(BUILT_SITE_URL_FILE)) throw new Error('No build in .next: run `npx next build` first (the cluster suite builds once for all its tests)');
  const required = JSON.parse(fs.readFileSync(BUILT_SITE_URL_FILE, 'utf8')) as { config?: { env?: { BUILT_SITE_URL?: string } } };
  return required.config?.env?.BUILT_SITE_URL || 'http://localhost:3000';
}

describe('two instances of one build sharing the Next cache through Redis', () => {
  let redis: RedisServer;
  let db: Client;
  const instances: ChildProcess[] = [];
  const dirs: string[] = [];
  const [a, b] = [BASE_PORT, BASE_PORT + 1].map((port) => `http://127.0.0.1:${port}`) as [string, string];

  let env: NodeJS.ProcessEnv;
  let postgres: PostgresServer | undefined;
  const dataDir = (name: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `storefront-cluster-${name}-`));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    const siteUrl = builtSiteUrl();
    postgres = await startPostgresServer();
    const admin = new Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE shop');
    await admin.end();
    redis = await startRedisServer();
    env = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: postgres.url('shop'),
      REDIS_URL: redis.url,
      REVALIDATE_SECRET: SECRET,
      SITE_URL: siteUrl,
      SMTP_URL: '',
    };
    delete env.API_URL;
    await run('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/seed.ts'], { ...env, DATA_DIR: dataDir('seed') });
    db = new Client({ connectionString: postgres.url('shop') });
    await db.connect();
    for (const [i, port] of [BASE_PORT, BASE_PORT + 1].entries()) {
      instances.push(await startInstance(port, { ...env, DATA_DIR: dataDir(`instance-${i}`) }));
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map(stopInstance));
    await db?.end();
    await redis?.stop();
    // only its own server: the suite's shared one serves the other cluster files
    postgres?.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves a page prerendered at build whole on the first request after start', async () => {
    // an offer: prerendered by generateStaticParams, and not asked for at runtime before this test
    const { rows } = await db.query<{ slug: string; name: string }>(
      'SELECT slug, name FROM products WHERE active AND on_offer ORDER BY id DESC LIMIT 1',
    );
    const offer = rows[0]!;
    expect(fs.existsSync(path.join(ROOT, '.next/server/app/product', `${offer.slug}.html`))).toBe(true);
    // with a shared page cache the build's prerendered files are not read: the first request renders it
    await provePrerenderedPageServes(b, `/product/${encodeURIComponent(offer.slug)}`, offer.name);
  }, 15_000);

  it('a revalidation on A reaches B within 2 s, for the page HTML and its RSC payload', async () => {
    // a product no test asked for before, so both instances first render it from the database
    const { rows } = await db.query<{ id: number; slug: string; name: string }>(
      'SELECT id, slug, name FROM products WHERE active AND NOT on_offer ORDER BY id LIMIT 1',
    );
    const product = rows[0]!;
    const crossedAfterMs = await proveRevalidationCrossesInstances({
      a,
      b,
      revalidateSecret: SECRET,
      product: { id: product.id, path: `/product/${encodeURIComponent(product.slug)}`, name: product.name },
      renameProduct: async (id, name) => {
        await db.query('UPDATE products SET name = $1 WHERE id = $2', [name, id]);
      },
    });
    console.log(`revalidation on A served by B after ${crossedAfterMs} ms`);
    // cold renders of one page on two instances come first; the proof's own deadline is 2 s
  }, 15_000);

  it('both instances answer /api/ready with the cache server checked, and name the one build as their deployment', async () => {
    // the id the browser compares on every navigation: equal, so a page of A navigates on B without a full reload
    const buildId = fs.readFileSync(path.join(ROOT, '.next/BUILD_ID'), 'utf8').trim();
    for (const base of [a, b]) {
      const home = await fetchPage(base, '/', 'html');
      expect(home.body).toContain(`<html data-dpl-id="${buildId}"`);
      const navigation = await fetchPage(base, '/', 'rsc');
      expect(navigation.deploymentId).toBe(buildId);
      const ready = await fetchPage(base, '/api/ready', 'html');
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body)).toEqual({ status: 'ready', checks: { database: 'ok', cache: 'ok' } });
    }
  });

  it('without the cache server pages are served from the database, ready says 503 naming it, the webhook refuses; once it is back revalidation crosses again', async () => {
    const { rows } = await db.query<{ id: number; slug: string; name: string }>(
      'SELECT id, slug, name FROM products WHERE active AND NOT on_offer ORDER BY id LIMIT 2 OFFSET 1',
    );
    const [during, after] = [rows[0]!, rows[1]!];
    const { port } = redis;
    await redis.stop();
    // C meets the outage on its very first request: its handlers never reached the server
    const c = await startInstance(BASE_PORT + 2, { ...env, DATA_DIR: dataDir('instance-c') });
    instances.push(c);
    for (const base of [a, `http://127.0.0.1:${BASE_PORT + 2}`]) {
      const page = await fetchPage(base, `/product/${encodeURIComponent(during.slug)}`, 'html');
      expect(page.status).toBe(200);
      expect(page.body).toContain(during.name);
      const ready = await fetchPage(base, '/api/ready', 'html');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable', checks: { database: 'ok', cache: 'down' } });
    }
    const refused = await fetch(new URL('/api/revalidate', a), {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: [`product:${during.id}`] }),
    });
    expect(refused.status).toBe(503);

    redis = await startRedisServer({ port });
    for (const base of [a, b]) expect((await fetchPage(base, '/api/ready', 'html')).status).toBe(200);
    await proveRevalidationCrossesInstances({
      a,
      b,
      revalidateSecret: SECRET,
      product: { id: after.id, path: `/product/${encodeURIComponent(after.slug)}`, name: after.name },
      renameProduct: async (id, name) => {
        await db.query('UPDATE products SET name = $1 WHERE id = $2', [name, id]);
      },
    });
  }, 30_000);
});
