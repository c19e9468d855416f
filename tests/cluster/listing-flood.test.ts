import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { startCluster, type Cluster } from './support/cluster';

// Issue 43, item 3: a listing address no link of the shop leads to is answered before anything
// renders, so a flood of made-up filter values adds nothing to the shared cache (REDIS_URL).
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({ count: 1 });
});
afterAll(() => cluster?.stop());

const CAMERAS = '/category/cctv/ip-kamery';
const hex = () => randomBytes(3).toString('hex');

/** The shared cache's keys once an instance's writes (sent after each answer) have settled: unchanged for 2 s. */
async function settledKeys(redis: ReturnType<typeof createClient>): Promise<string[]> {
  let last = '';
  for (let stable = 0; stable < 4;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const keys = (await redis.keys('*')).sort();
    stable = keys.join('\n') === last ? stable + 1 : 0;
    last = keys.join('\n');
  }
  return last.split('\n');
}

test('200 random filter values on a category add no entry to the shared cache', async () => {
  const [a] = cluster.instances;
  const redis = createClient({ url: cluster.redis.url });
  await redis.connect();
  try {
    // the category and one real filter of it are rendered and stored first, as guests leave them
    for (const path of [CAMERAS, `${CAMERAS}?f=rozlisenie:4-mpx`]) expect((await fetch(a!.url + path)).status).toBe(200);
    const before = await settledKeys(redis);
    // what the warm-up stored leaves by itself: the category pages carry their one-day expiry as a TTL
    const pages = before.filter((key) => key.includes('/route-cache/') && key.includes('/category/cctv/ip-kamery'));
    expect(pages.length).toBeGreaterThan(0);
    const ttls = await Promise.all(pages.map(async (key) => [key, await redis.ttl(key)] as const));
    expect(ttls.filter(([, ttl]) => !(ttl > 0 && ttl <= 86_400))).toEqual([]);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 200; i++) {
      const query = i % 2 ? `f=zz${hex()}:${hex()}` : `f=rozlisenie:4-mpx,x${hex()}`;
      const { status } = await fetch(`${a!.url}${CAMERAS}?${query}`, { redirect: 'manual' });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const added = (await settledKeys(redis)).filter((key) => !before.includes(key));
    expect({ added: added.length, sample: added.slice(0, 5) }).toEqual({ added: 0, sample: [] });
    expect(Object.fromEntries(statuses)).toEqual({ 308: 200 });
  } finally {
    await redis.quit();
  }
});
