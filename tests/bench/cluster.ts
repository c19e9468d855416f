import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import globalSetup from '../cluster/support/global-setup';
import globalTeardown from '../cluster/support/global-teardown';
import { startCluster, type Cluster, type Instance } from '../cluster/support/cluster';
import { productWithStock } from '../cluster/support/invariants';
import { customersReadyToOrder, ShopClient, type Origin } from '../cluster/support/shop-client';
import { percentile, printTable } from './figures';

/**
 * The scale-out table (issue 21, item 10): PostgreSQL with one and with two instances of one build
 * and a shared Redis, set up by the cluster suite's harness (tests/cluster/support) exactly as
 * docs/deploying.md runs them. Per deployment: guest page req/s (autocannon spread over
 * the instances), customer page views/s with p50/p95 (the page's HTML plus the calls a signed-in
 * page makes), add-to-basket and place-order p95, and each instance's RSS after the run.
 */

/** What a signed-in page asks besides its HTML (components/…: the session check and the header's cart). */
export const SIGNED_IN_CALLS = ['/admin/v1/sign/user', '/admin/v1/basket/sk'];
export const CUSTOMERS = 10;

const ms = (n: number) => `${Math.round(n)} ms`;

async function guestReqPerSec(instances: readonly Instance[], seconds: number, connections: number): Promise<number> {
  const each = Math.max(1, Math.round(connections / instances.length));
  const results = await Promise.all(instances.map((i) => autocannon({ url: `${i.url}/`, connections: each, duration: seconds })));
  return results.reduce((sum, r) => sum + r.requests.average, 0);
}

/** A browser viewing pages: its cookies (none for a guest) and the calls its page makes besides the HTML. */
export interface Viewer {
  cookie: string;
  calls: readonly string[];
}

/** The viewers each viewing the home page for `seconds`, one after the other, round robin over `origins`: page views/s, p50, p95. */
export async function pageViews(origins: readonly Origin[], seconds: number, viewers: readonly Viewer[]) {
  const times: number[] = [];
  const end = Date.now() + seconds * 1000;
  let turn = 0;
  await Promise.all(
    viewers.map(async ({ cookie, calls }) => {
      while (Date.now() < end) {
        const on = origins[turn++ % origins.length] as Origin;
        const started = performance.now();
        const headers = cookie ? { Cookie: cookie } : undefined;
        await Promise.all(['/', ...calls].map((path) => fetch(`${on.url}${path}`, { headers }).then((r) => r.arrayBuffer())));
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { perSecond: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** `CUSTOMERS` customers registered and signed in, alternately on `origins`, as page viewers (HTML + signed-in calls). */
export async function signedInViewers(origins: readonly Origin[]): Promise<Viewer[]> {
  return Promise.all(
    Array.from({ length: CUSTOMERS }, async (_, k) => {
      const on = origins[k % origins.length] as Origin;
      const customer = new ShopClient();
      await customer.register(on);
      await customer.signIn(on);
      return { cookie: [...customer.cookies].map(([n, v]) => `${n}=${v}`).join('; '), calls: SIGNED_IN_CALLS };
    }),
  );
}

/** 20 customers with a basket ready, at once: one more piece into it, then placing it, spread over the instances; p95 of each step. */
async function basketAndOrder(cluster: Cluster) {
  const product = await productWithStock(cluster.sql, 100_000, 3);
  const ready = await customersReadyToOrder(cluster.instances, 20, product);
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const on = (k: number) => cluster.instances[k % cluster.instances.length] as Instance;
  const add = await Promise.all(ready.map(({ customer }, k) => timed(() => customer.addToBasket(on(k + 1), product, 1))));
  const place = await Promise.all(ready.map(({ customer, basket }, k) => timed(() => customer.placeOrder(on(k), basket))));
  return {
    add: percentile(
      add.sort((a, b) => a - b),
      95,
    ),
    place: percentile(
      place.sort((a, b) => a - b),
      95,
    ),
  };
}

/** Resident memory of the instance's server process (the largest of its process group: npm is small), in MB. */
export function rssMb(instance: Instance): number {
  const out = execFileSync('ps', ['-o', 'rss=', '-g', String(instance.child.pid)], { encoding: 'utf8' });
  return (
    Math.max(
      ...out
        .split('\n')
        .map(Number)
        .filter((n) => n > 0),
    ) / 1024
  );
}

export async function benchCluster(seconds: number, connections: number): Promise<void> {
  await globalSetup();
  const rows: string[][] = [];
  try {
    for (const count of [1, 2]) {
      const cluster = await startCluster({ count });
      try {
        const guest = await guestReqPerSec(cluster.instances, seconds, connections);
        const views = await pageViews(cluster.instances, seconds, await signedInViewers(cluster.instances));
        const steps = await basketAndOrder(cluster);
        const rss = cluster.instances.map((i) => `${i.name} ${Math.round(rssMb(i))} MB`).join(', ');
        rows.push([String(count), guest.toFixed(0), views.perSecond.toFixed(1), ms(views.p50), ms(views.p95), ms(steps.add), ms(steps.place), rss]);
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    globalTeardown();
  }
  console.log(
    `\nScale-out: PostgreSQL + Redis, instances of one build (tests/cluster/support), ${seconds} s per load, ${CUSTOMERS} customers viewing, 20 ordering`,
  );
  printTable(['instances', 'guest / req/s', 'customer views/s', 'view p50', 'view p95', 'add-to-basket p95', 'place-order p95', 'RSS after'], rows);
}
