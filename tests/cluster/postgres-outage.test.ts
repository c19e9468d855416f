import path from 'node:path';
import { startCluster, type Cluster, type Instance } from './support/cluster';
import { startPostgresServer, type PostgresServer } from '../contract/support/postgres-server';
import { seedDatabase } from './support/seed-database';
import { clusterPort, clusterSetup } from './support/setup-state';
import { isRunning, signalProcess, startProcess } from './support/processes';
import { ShopClient, type Answer } from './support/shop-client';
import { TSX } from '../../scripts/lib/run';

// PostgreSQL goes away and comes back; the instances ride it out without a restart (issue 21, items
// 6 and 8). On a server of its own, so the run's server stays up for the other files.
let server: PostgresServer;
let cluster: Cluster;
let customer: ShopClient;
let guestPages: string[];
beforeAll(async () => {
  server = await startPostgresServer();
  cluster = await startCluster({ database: await seedDatabase(server, 'outage', clusterSetup().work) });
  const { rows } = await cluster.sql.query<{ slug: string }>('SELECT slug FROM products WHERE active ORDER BY id LIMIT 1');
  guestPages = ['/', `/product/${rows[0]?.slug ?? ''}`];
  customer = new ShopClient();
  await customer.register(cluster.instances[0] as Instance);
  expect((await customer.signIn(cluster.instances[0] as Instance)).status).toBe(200);
});
afterAll(async () => {
  await cluster?.stop();
  server?.stop();
});

/** What a guest, a signed-in customer and a load balancer's probe get from `on` right now. */
async function observe(on: Instance) {
  const pages = await Promise.all(guestPages.map((page) => fetch(`${on.url}${page}`).then((r) => r.status)));
  const call = await customer.call(on, 'GET', '/admin/v1/basket/sk');
  const probe = await fetch(`${on.url}/api/ready`);
  const ready = { status: probe.status, word: ((await probe.json()) as { status?: string }).status };
  return { pages, call, ready };
}

const networkFailure = (call: Answer) => ({ status: call.status, retryAfter: call.retryAfter !== null, codes: call.body?.error?.map((e) => e.code) });

/** Polls until every instance answers the customer call and its probe with 200; the time it took, in ms. */
async function timeUntilAllServe(instances: readonly Instance[], limitMs: number): Promise<number> {
  const started = Date.now();
  for (const on of instances) {
    for (;;) {
      const seen = await observe(on).catch(() => null);
      if (seen && seen.call.status === 200 && seen.ready.word === 'ready') break;
      if (Date.now() - started > limitMs) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return Date.now() - started;
}

test('PostgreSQL stopped for 15 s: guest pages still served from the cache, customer calls 503 messages.network, /api/ready 200 "degraded" (a shared outage takes no instance out); every instance serves again within 5 s of its return', async () => {
  for (const on of cluster.instances)
    expect(await observe(on)).toMatchObject({ pages: [200, 200], call: { status: 200 }, ready: { status: 200, word: 'ready' } });
  await server.halt();
  const outageEnds = Date.now() + 15_000;
  // every distinct answer seen during the outage, per instance (dozens of rounds, one line each when all is well)
  const seenDuring = new Set<string>();
  while (Date.now() < outageEnds) {
    for (const on of cluster.instances) {
      const seen = await observe(on);
      seenDuring.add(JSON.stringify({ instance: on.name, pages: seen.pages, call: networkFailure(seen.call), ready: seen.ready }));
    }
  }
  await server.resume();
  const expected = { pages: [200, 200], call: { status: 503, retryAfter: true, codes: ['messages.network'] }, ready: { status: 200, word: 'degraded' } };
  expect([...seenDuring].sort().map((line) => JSON.parse(line) as unknown)).toEqual(cluster.instances.map((on) => ({ instance: on.name, ...expected })));
  expect(await timeUntilAllServe(cluster.instances, 5_000)).toBeLessThanOrEqual(5_000);
});

test('PostgreSQL restarted under `npm run backend` and under the instances: all keep serving, none restarted', async () => {
  const port = clusterPort(2);
  const log = path.join(path.dirname(cluster.mailDir), 'backend.log');
  const backend = startProcess(
    TSX[0],
    [TSX[1], 'scripts/backend.ts'],
    { ...cluster.env, PORT: String(port), DATA_DIR: path.join(path.dirname(cluster.mailDir), 'data-backend') },
    log,
  );
  const backendInstance: Instance = { name: 'backend', port, url: `http://127.0.0.1:${port}`, child: backend, log };
  try {
    // the backend alone has no /api/ready: its menu call is what the storefront would ask first
    const menu = () =>
      fetch(`${backendInstance.url}/admin/v1/menu/bottom-second/sk`).then(
        (r) => r.status,
        () => 0,
      );
    while ((await menu()) !== 200 && isRunning(backend)) await new Promise((r) => setTimeout(r, 250));
    expect(await menu()).toBe(200);

    await server.restart();
    const started = Date.now();
    while ((await menu()) !== 200 && isRunning(backend) && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 100));
    expect({ running: isRunning(backend), menu: await menu() }).toEqual({ running: true, menu: 200 });
    expect(await timeUntilAllServe(cluster.instances, 5_000)).toBeLessThanOrEqual(5_000);
    expect(cluster.instances.map((i) => isRunning(i.child))).toEqual([true, true]);
  } finally {
    await signalProcess(backend, 'SIGTERM');
  }
});
