import os from 'node:os';
import { productWithStock } from '../../cluster/support/invariants';
import { behindNginx } from '../behind-nginx';
import { rssMb } from '../cluster';
import { customers } from './customers';
import { browseAsGuest } from './guests';
import { checkOrders } from './orders-check';
import { printLoadReport } from './report';
import { Traffic } from './traffic';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 60);
const GUESTS = 100;
const CUSTOMERS = 10;
const STOCK = 1_000_000;

/** Guests arrive over the first seconds, as users do, not all on the first millisecond. */
const arrival = () => new Promise((r) => setTimeout(r, Math.random() * Math.min(5000, SECONDS * 100)));

/**
 * `npm run bench -- load` (issue 22, item 5): 100 browsing guests and 10 customers who order,
 * through nginx in front of two instances on PostgreSQL, for BENCH_LOAD_SECONDS (default 60).
 * Prints the figures and every failed request; false when a request failed or an order was
 * lost or duplicated (checked in SQL afterwards).
 */
export function benchLoad(): Promise<boolean> {
  return behindNginx(2, async (nginx, cluster) => {
    const traffic = new Traffic();
    const product = await productWithStock(cluster.sql, STOCK, 4);
    const shoppers = await customers(nginx, traffic, CUSTOMERS, product);
    traffic.clear();
    const [loadBefore = 0] = os.loadavg();
    const until = Date.now() + SECONDS * 1000;
    const guests = Array.from({ length: GUESTS }, () => arrival().then(() => browseAsGuest(nginx.url, traffic, until)));
    await Promise.all([...guests, shoppers.run(until)]);
    return printLoadReport({
      title: `Load through nginx in front of ${cluster.instances.length} instances on PostgreSQL + Redis: ${GUESTS} guests browsing and ${CUSTOMERS} customers ordering for ${SECONDS} s (think time 0.5–2 s)`,
      seconds: SECONDS,
      traffic,
      orders: await checkOrders(cluster.sql, shoppers.placed, product, STOCK),
      rss: cluster.instances.map((i) => `${i.name} ${Math.round(rssMb(i))} MB`),
      loadAverage: [loadBefore, os.loadavg()[0] ?? 0],
    });
  });
}
