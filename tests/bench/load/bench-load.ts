import fs from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Instance } from '../../cluster/support/cluster';
import { productWithStock } from '../../cluster/support/invariants';
import { behindNginx } from '../behind-nginx';
import { SETTLE_MS } from '../process-memory';
import { coresByCommand, cpuTicksByCommand } from './cpu-by-command';
import { customers } from './customers';
import { TICK_MS, watchGenerator } from './generator';
import { browseAsGuest } from './guests';
import { printInstanceReport } from './instance-report';
import { runFigures, scrapeMetrics } from './instance-metrics';
import { edgeErrorsSize, edgeFailures, readEdgeErrors, readEdgeLog } from './nginx-log';
import { checkOrders } from './orders-check';
import { printLoadReport } from './report';
import { watchRss } from './rss-watch';
import { Traffic } from './traffic';

/** The distinct error lines of each instance's log (message and error), so a failed request in the table has its cause beside it. */
function printInstanceErrors(instances: readonly Instance[]) {
  for (const instance of instances) {
    const errors = new Map<string, number>();
    for (const line of fs.readFileSync(instance.log, 'utf8').split('\n')) {
      if (!/"level":"(error|fatal)"/.test(line)) continue;
      const { msg, err } = JSON.parse(line) as { msg?: string; err?: { message?: string } };
      const key = `${msg ?? ''}: ${err?.message ?? ''}`.slice(0, 300);
      errors.set(key, (errors.get(key) ?? 0) + 1);
    }
    console.log(`instance ${instance.name}'s log, error lines: ${errors.size === 0 ? 'none' : ''}`);
    for (const [key, times] of [...errors].slice(0, 8)) console.log(`  ${times} × ${key}`);
  }
}

/**
 * Each instance's compacting collections (lib/runtime/instance/idle-collection.ts) as its log has
 * them: after the warm, and once quiet after the run, with the heap before and after and the pause.
 * RSS 10 s after the run depends on whether the idle one ran.
 */
function printHeapCollections(instances: readonly Instance[]) {
  for (const instance of instances) {
    const lines = fs
      .readFileSync(instance.log, 'utf8')
      .split('\n')
      .filter((line) => line.includes('heap collection'))
      .map((line) => JSON.parse(line) as { msg: string; time: string; heapUsedMb: number[]; heapTotalMb: number[]; ms: number });
    const told = lines.map((l) => `${l.time.slice(11, 19)} ${l.msg}: used ${l.heapUsedMb.join(' → ')} MB, total ${l.heapTotalMb.join(' → ')} MB, ${l.ms} ms`);
    console.log(`instance ${instance.name}'s heap collections: ${told.length === 0 ? 'none' : ''}`);
    for (const line of told) console.log(`  ${line}`);
  }
}

/** A load run's size: browsing guests, ordering customers, seconds. */
export interface LoadSize {
  guests: number;
  customers: number;
  seconds: number;
}

/** `npm run bench -- load` and `npm run bench -- load-3x` (issue 49 item 1: the same run, and three times larger). */
export const LOAD_SIZES = {
  load: { guests: 100, customers: 10, seconds: 60 },
  'load-3x': { guests: 300, customers: 30, seconds: 300 },
} as const satisfies Record<string, LoadSize>;

const STOCK = 1_000_000;
/** The instances' warm at start: their default (docs/settings.md) is 120 s, the harness waits 120 s for readiness. */
const WARM_SECONDS = 90;

/** nginx writes its access log at most this long after a request (buffer=64k flush=1s). */
const LOG_FLUSH_MS = 1500;

/** Guests arrive over the first seconds, as users do, not all on the first millisecond. */
const arrival = (seconds: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(5000, seconds * 100)));

/**
 * `npm run bench -- load` (issues 22 item 5, 49 items 1 and 2): `guests` browsing guests and
 * `customers` customers who order, through nginx in front of two instances on PostgreSQL + Redis,
 * for `seconds` (BENCH_LOAD_SECONDS overrides either size's). Ports: the instances on CLUSTER_PORT
 * (4210) and the next, nginx on BENCH_NGINX_PORT (else a free one), PostgreSQL and Redis on free ones.
 * The instances warm the shared cache at start for up to 90 s, as a release does (BENCH_LOAD_WARM_SECONDS=0: not at all);
 * BENCH_INSTANCE_NODE_OPTIONS is their NODE_OPTIONS (a heap limit to try).
 *
 * Prints two tables. The first, as the guest and the customer saw it: time per request kind (guest
 * pages by nginx's X-Cache-Status, with nginx's own time for them from its access log; customer
 * page calls, add to basket and place order apart), errors, orders checked in SQL afterwards, the
 * load generator's own event-loop lag and CPU (a late generator is not a slow shop), and each
 * instance's RSS: the highest of a reading every second, right after the run and SETTLE_MS later.
 * The second, from each instance's /api/metrics scraped before and after the run: its own time
 * per route kind, shared-cache hits, CPU, GC pauses, event-loop lag, heap. False when a request
 * failed or an order was lost or duplicated.
 */
export function benchLoad(size: LoadSize): Promise<boolean> {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS || size.seconds);
  // as a release starts them (docs/decisions/072-warm-cache.md); BENCH_LOAD_WARM_SECONDS=0 for the control without
  const warmSeconds = Number(process.env.BENCH_LOAD_WARM_SECONDS ?? WARM_SECONDS);
  return behindNginx(
    2,
    async (nginx, cluster) => {
      for (const instance of cluster.instances) {
        const warm = fs
          .readFileSync(instance.log, 'utf8')
          .split('\n')
          .find((line) => line.includes('"msg":"warm:'));
        console.log(`instance ${instance.name} at start: ${warm ?? 'no warm'}`);
      }
      const traffic = new Traffic();
      const product = await productWithStock(cluster.sql, STOCK, 4);
      const shoppers = await customers(nginx, traffic, size.customers, product);
      traffic.clear();
      await sleep(LOG_FLUSH_MS);
      const logFrom = fs.statSync(nginx.accessLog).size;
      const errorsFrom = edgeErrorsSize(nginx.accessLog);
      const scrapeAll = () => Promise.all(cluster.instances.map((i) => scrapeMetrics(i.url)));
      const before = await scrapeAll();
      const rss = watchRss(cluster.instances);
      const generator = watchGenerator();
      const [loadBefore = 0] = os.loadavg();
      const cpuBefore = cpuTicksByCommand();
      const started = performance.now();
      const until = Date.now() + seconds * 1000;
      const guests = Array.from({ length: size.guests }, () => arrival(seconds).then(() => browseAsGuest(nginx.url, traffic, until)));
      await Promise.all([...guests, shoppers.run(until)]);
      const ran = (performance.now() - started) / 1000;
      const generatorFigures = generator();
      const machineCpu = coresByCommand(cpuBefore, cpuTicksByCommand(), ran);
      const after = await scrapeAll();
      const highest = rss.stop();
      const atEnd = rss.read();
      const loadAfter = os.loadavg()[0] ?? 0;
      await sleep(SETTLE_MS);
      const ok = printLoadReport({
        title: `Load through nginx in front of ${cluster.instances.length} instances on PostgreSQL + Redis: ${size.guests} guests browsing and ${size.customers} customers ordering for ${seconds} s (think time 0.5–2 s)`,
        seconds,
        traffic,
        orders: await checkOrders(cluster.sql, shoppers.placed, product, STOCK),
        generator: generatorFigures,
        edge: readEdgeLog(nginx.accessLog, logFrom),
        edgeFailures: edgeFailures(readEdgeErrors(nginx.accessLog, errorsFrom)),
        machineCpu,
        rss: { names: cluster.instances.map((i) => i.name), highest, atEnd, settled: rss.read(), settledSeconds: SETTLE_MS / 1000 },
        loadAverage: [loadBefore, loadAfter],
      });
      const figures = cluster.instances.map((_, k) => {
        const [b, a] = [before[k], after[k]];
        return b && a ? runFigures(b, a, ran) : null;
      });
      printInstanceReport(
        cluster.instances.map((i) => i.name),
        figures,
        Math.round(ran),
      );
      console.log(
        `Event-loop lag: beyond the ${TICK_MS} ms sampling tick (perf_hooks.monitorEventLoopDelay; prom-client's on the instances). ` +
          'RSS: VmRSS of the server process (/proc/<pid>/status, as ps shows it). In the shop: from reading the request to its last byte, ' +
          'as the instance timed it; what a guest waited beyond that queued in nginx, on the loopback or in the load generator.',
      );
      printInstanceErrors(cluster.instances);
      printHeapCollections(cluster.instances);
      return ok;
    },
    { WARM_SECONDS: String(warmSeconds), ...(process.env.BENCH_INSTANCE_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_INSTANCE_NODE_OPTIONS } : {}) },
  );
}
