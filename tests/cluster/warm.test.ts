import fs from 'node:fs';
import { sitemapPaths } from '@/lib/shop/catalogue/warm-paths';
import { startCluster, type Cluster, type Instance } from './support/cluster';
import { clusterPort } from './support/setup-state';

// Issue 49 item 1, docs/decisions/072-warm-cache.md: an instance with REDIS_URL renders the
// catalogue's guest pages into the shared cache before it says ready, and every other instance of
// the build serves them from there on their first request instead of rendering them.
let cluster: Cluster;
beforeAll(async () => {
  // A: the harness's WARM_SECONDS=0, so nothing but what a test asks is ever rendered on it
  cluster = await startCluster({ count: 1 });
});
afterAll(() => cluster?.stop());

const text = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: await res.text(), cache: res.headers.get('x-nextjs-cache') };
};

test('every sitemap file the index names answers on an instance with the shared cache', async () => {
  const [a] = cluster.instances as [Instance];
  const files = sitemapPaths((await text(`${a.url}/sitemap.xml`)).body);
  expect(files.some((file) => file.startsWith('/products-sitemap/'))).toBe(true);
  for (const file of files) {
    const { status, body } = await text(a.url + file);
    expect({ file, status }).toEqual({ file, status: 200 });
    expect(sitemapPaths(body).length).toBeGreaterThan(0);
  }
});

test('an instance says "warming" until the pages are in the shared cache, and another serves them without a render', async () => {
  const [a] = cluster.instances as [Instance];
  const w = await cluster.startInstance('W', clusterPort(1), { WARM_SECONDS: '90' }, '/api/health');
  const first = await fetch(`${w.url}/api/ready`);
  expect({ status: first.status, body: await first.json() }).toMatchObject({ status: 503, body: { status: 'warming' } });

  const deadline = Date.now() + 150_000;
  // once the warm's line is logged the instance still says "warming" while it gives back the heap the
  // warm grew (scripts/server.ts): traffic comes to the collected heap
  let warmingAfterTheWarm = false;
  while (Date.now() < deadline) {
    const logged = fs.readFileSync(w.log, 'utf8').includes('"msg":"warm:');
    if ((await fetch(`${w.url}/api/ready`)).status === 200) break;
    if (logged) warmingAfterTheWarm = true;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect((await fetch(`${w.url}/api/ready`)).status).toBe(200);
  const lines = fs.readFileSync(w.log, 'utf8').split('\n');
  const line = lines.find((l) => l.includes('"msg":"warm:'));
  const result = JSON.parse(line ?? '{}') as { warmed?: number; failed?: number; ms?: number };
  expect(result.warmed).toBeGreaterThan(100);
  expect(result.failed).toBe(0);
  expect(result.ms).toBeLessThanOrEqual(90_000 + 30_000);
  expect({ warmingAfterTheWarm, collected: lines.some((l) => l.includes('"msg":"heap collection after the warm"')) }).toEqual({
    warmingAfterTheWarm: true,
    collected: true,
  });

  // the categories are the first tier after the home and the blog: A never rendered them
  const pages = sitemapPaths((await text(`${a.url}/pages-sitemap/sitemap.xml`)).body);
  const categories = pages.filter((p) => p.startsWith('/category/')).slice(0, 10);
  expect(categories.length).toBe(10);
  for (const path of ['/', ...categories]) {
    const { status, cache } = await text(a.url + path);
    expect({ path, status, cache }).toEqual({ path, status: 200, cache: 'HIT' });
  }
});
