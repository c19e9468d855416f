import fs from 'node:fs';
import { createClient } from 'redis';
import { startRedisServer } from '../support/redis-server';
import { startCluster, type Cluster, type Instance } from './support/cluster';
import { signalProcess } from './support/processes';
import { clusterPort } from './support/setup-state';
import { CACHE_WRITES_BACK_MS, cachedBy, fetchPage, provePrerenderedPageServes, proveRevalidationCrossesInstances } from './revalidation-proof';

// Next's caches shared through Redis (issue 21, item 2): two instances of one build, on the suite's
// database and their own Redis, each with its own DATA_DIR, serve what a revalidation on either made.
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(() => cluster?.stop());

/** A and B, the instances the cluster started with. */
const startedPair = () => cluster.instances.slice(0, 2) as [Instance, Instance];

interface Product {
  id: number;
  slug: string;
  name: string;
}
const productPath = (product: Product) => `/product/${encodeURIComponent(product.slug)}`;

/**
 * The proof for one product no test asked for before, so both instances first render it from the
 * database (or `b` finds the page `a` stored): the webhook goes to `a`.
 */
function revalidationCrosses(product: Product, [a, b]: [Instance, Instance] = startedPair(), beforeWebhook?: () => Promise<void>): Promise<number> {
  return proveRevalidationCrossesInstances({
    a: a.url,
    b: b.url,
    revalidateSecret: cluster.env.REVALIDATE_SECRET ?? '',
    product: { id: product.id, path: productPath(product), name: product.name },
    renameProduct: async (id, name) => {
      await cluster.sql.query('UPDATE products SET name = $1 WHERE id = $2', [name, id]);
    },
    beforeWebhook,
  });
}

const notOnOffer = async (offset: number) =>
  (await cluster.sql.query<Product>('SELECT id, slug, name FROM products WHERE active AND NOT on_offer ORDER BY id LIMIT 1 OFFSET $1', [offset])).rows[0]!;

test('a page prerendered at build is served whole on the first request after start', async () => {
  // an offer: prerendered by generateStaticParams, and not asked for at runtime before this test
  const { rows } = await cluster.sql.query<Product>('SELECT id, slug, name FROM products WHERE active AND on_offer ORDER BY id DESC LIMIT 1');
  const offer = rows[0]!;
  const [, b] = startedPair();
  expect(fs.existsSync(`.next/server/app/product/${offer.slug}.html`)).toBe(true);
  // with a shared page cache the build's prerendered files are not read: the first request renders it
  await provePrerenderedPageServes(b.url, productPath(offer), offer.name);
});

test('a revalidation on A reaches B within 2 s, for the page HTML and its RSC payload', async () => {
  const crossedAfterMs = await revalidationCrosses(await notOnOffer(0));
  console.log(`revalidation on A served by B after ${crossedAfterMs} ms`);
});

test('both instances answer /api/ready with the cache server checked, and name the one build as their deployment', async () => {
  // the id the browser compares on every navigation: equal, so a page of A navigates on B without a full reload
  const buildId = fs.readFileSync('.next/BUILD_ID', 'utf8').trim();
  for (const on of startedPair()) {
    expect((await fetchPage(on.url, '/', 'html')).body).toContain(`<html data-dpl-id="${buildId}"`);
    expect((await fetchPage(on.url, '/', 'rsc')).deploymentId).toBe(buildId);
    const ready = await fetchPage(on.url, '/api/ready', 'html');
    expect({ status: ready.status, body: JSON.parse(ready.body) as unknown }).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', cache: 'ok' } },
    });
  }
});

describe('an instance whose subscription to the cache server was away', () => {
  // D signs in to Redis as a user of its own, so its pub/sub alone can be cut: taking the user's
  // channels drops D's subscriptions and refuses new ones (as a restart or a dropped connection
  // would, but on one instance only and for as long as the test needs), while its reads and writes
  // go on. The cache handlers keep in-memory copies of the tag index and tag expiries that pub/sub
  // keeps current, and every read for 10 s: what was published while D was away never reaches them.
  const USER = 'instance-d';
  let d: Instance;
  async function setUser(...rules: string[]): Promise<void> {
    const admin = createClient({ url: cluster.redis.url });
    await admin.connect();
    try {
      await admin.sendCommand(['ACL', 'SETUSER', USER, ...rules]);
    } finally {
      await admin.quit();
    }
  }
  const cutSubscriptions = () => setUser('resetchannels');
  const restoreSubscriptions = () => setUser('allchannels');

  beforeAll(async () => {
    await setUser('on', '>instance-d-secret', '~*', '&*', '+@all');
    d = await cluster.startInstance('D', clusterPort(3), { REDIS_URL: `redis://${USER}:instance-d-secret@127.0.0.1:${cluster.redis.port}` });
    // D's cache handlers subscribe when first used: a page D renders and stores proves they did (a
    // subscription refused during that setup leaves the package's handler waiting for good)
    expect(await cachedBy(d.url, productPath(await notOnOffer(5)), Date.now() + CACHE_WRITES_BACK_MS)).toBe('HIT');
  });
  afterAll(async () => {
    cluster.instances.splice(cluster.instances.indexOf(d), 1);
    await signalProcess(d.child, 'SIGTERM');
  });

  test('still revalidates a page B stored meanwhile: the webhook on D reaches B within 2 s', async () => {
    const [, b] = startedPair();
    const product = await notOnOffer(3);
    // B renders and stores the page while D hears nothing of it; D then reads it from the cache
    await cutSubscriptions();
    try {
      expect(await cachedBy(b.url, productPath(product), Date.now() + CACHE_WRITES_BACK_MS)).toBe('HIT');
    } finally {
      await restoreSubscriptions();
    }
    await revalidationCrosses(product, [d, b]);
  });

  test('serves the new page within 2 s of a revalidation on B published while it was away', async () => {
    const [, b] = startedPair();
    // D holds the page (read within the last 10 s) and misses B's messages about the revalidation
    try {
      await revalidationCrosses(await notOnOffer(4), [b, d], cutSubscriptions);
    } finally {
      await restoreSubscriptions();
    }
  });
});

test('without the cache server pages are served from the database, ready stays 200 saying degraded and naming it, the webhook refuses; once it is back revalidation crosses again', async () => {
  const [during, after] = [await notOnOffer(1), await notOnOffer(2)];
  const [a, b] = startedPair();
  const { port } = cluster.redis;
  await cluster.redis.stop();
  // C meets the outage on its very first request: its handlers never reached the server
  const c = await cluster.startInstance('C', clusterPort(2), {}, '/api/health');
  for (const on of [a, c]) {
    const page = await fetchPage(on.url, productPath(during), 'html');
    expect({ status: page.status, named: page.body.includes(during.name) }).toEqual({ status: 200, named: true });
    const ready = await fetchPage(on.url, '/api/ready', 'html');
    expect({ status: ready.status, body: JSON.parse(ready.body) as unknown }).toEqual({
      status: 200,
      body: { status: 'degraded', checks: { database: 'ok', cache: 'down' } },
    });
  }
  const refused = await fetch(`${a.url}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${cluster.env.REVALIDATE_SECRET ?? ''}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: [`product:${during.id}`] }),
  });
  expect(refused.status).toBe(503);

  cluster.redis = await startRedisServer({ port });
  for (const on of [a, b]) expect(JSON.parse((await fetchPage(on.url, '/api/ready', 'html')).body)).toMatchObject({ status: 'ready' });
  await revalidationCrosses(after);
});
