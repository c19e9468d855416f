/**
 * Search latency: the live search (GET /search/{q}/sk) and the results page query
 * (GET /search-products/{q}/sk/12/{offset}) over 200+ varied queries, after one warm-up pass.
 * `npm run bench` calls benchSearch against its running server (seed its DATA_DIR with
 * `npm run seed -- --products 100000` first). Alone, it calls the embedded backend in process:
 *   DATA_DIR=.data-bench npx tsx --conditions=react-server tests/bench/search.ts
 */
import os from 'node:os';
import { searchBenchQueries } from './search-queries';
import { percentile, printTable } from './figures';
import { runStandalone } from './standalone';

type Send = (path: string) => Promise<Response>;

/** Budgets of the search issue, in ms (p95). */
const BUDGETS = { live: 50, results: 80 } as const;

interface Timing {
  wall: number;
  /** CPU time of this process: the backend's own work when it runs in process, whatever else loads the machine */
  cpu: number;
}

async function timed(send: Send, path: string): Promise<Timing> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await send(path);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

/**
 * Runs every query once to warm up, then once more measured, one request at a time; prints the
 * table. `inProcess`: also the CPU-time p95, which a busy machine inflates far less than wall time.
 */
export async function benchSearch(send: Send, inProcess = false): Promise<void> {
  const queries = searchBenchQueries();
  const live = (q: string) => `/admin/v1/search/${encodeURIComponent(q)}/sk`;
  // mostly first pages, every fourth query a later page
  const results = (q: string, i: number) => `/admin/v1/search-products/${encodeURIComponent(q)}/sk/12/${i % 4 === 3 ? 24 : 0}`;
  const load = os.loadavg()[0]!.toFixed(1);
  for (const [i, q] of queries.entries()) {
    await timed(send, live(q));
    await timed(send, results(q, i));
  }
  const rows: string[][] = [];
  for (const [name, path, budget] of [
    ['live search', live, BUDGETS.live],
    ['results page', results, BUDGETS.results],
  ] as const) {
    const times: Array<[number, string]> = [];
    const cpu: number[] = [];
    for (const [i, q] of queries.entries()) {
      const t = await timed(send, path(q, i));
      times.push([t.wall, q]);
      cpu.push(t.cpu);
    }
    const sorted = times.map(([t]) => t).sort((a, b) => a - b);
    const slowest = [...times].sort((a, b) => b[0] - a[0])[0]!;
    const p95 = percentile(sorted, 95);
    rows.push([
      name,
      String(queries.length),
      `${percentile(sorted, 50).toFixed(1)} ms`,
      `${p95.toFixed(1)} ms`,
      `${percentile(sorted, 99).toFixed(1)} ms`,
      ...(inProcess
        ? [
            `${percentile(
              cpu.sort((a, b) => a - b),
              95,
            ).toFixed(1)} ms`,
          ]
        : []),
      `${budget} ms ${p95 < budget ? 'ok' : 'OVER'}`,
      `${JSON.stringify(slowest[1])} ${slowest[0].toFixed(0)} ms`,
    ]);
  }
  console.log(`\nSearch (${queries.length} queries, one at a time after a warm-up pass; load average ${load} → ${os.loadavg()[0]!.toFixed(1)})`);
  printTable(['query', 'queries', 'p50', 'p95', 'p99', ...(inProcess ? ['p95 CPU'] : []), 'p95 budget', 'slowest'], rows);
}

runStandalone('search.ts', async (backend) => {
  const { getDb, queryRows, sql } = await import('../../lib/backend/db/client');
  const [row] = await queryRows<{ n: number }>(await getDb(), sql`SELECT count(*)::int AS n FROM products`);
  console.log(`Embedded backend in process, ${row?.n ?? 0} products in ${process.env.DATA_DIR || '.data'}`);
  await benchSearch((path) => backend(new Request(`http://backend.bench${path}`)), true);
});
