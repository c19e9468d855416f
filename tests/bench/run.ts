/**
 * `npm run bench`: not a test. Prints tables of
 *  - req/s and p99 latency of guest pages against a static control file, all served by the same
 *    `next start` in one run (autocannon, loopback only, bounded duration);
 *  - First Load JS per route (gzip sum of the scripts its HTML loads).
 * Uses the existing build (builds when there is none) and its own seeded DATA_DIR (.data-bench).
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 20) tune the load.
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import { prepareData, run } from '../../scripts/lib/run';
import { firstLoadJs } from './first-load-js';
import { startServer, stopServer } from './server';

const PORT = 3400;
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);

/** Guest pages to load; a route that does not exist yet shows its status instead of figures. */
const LOAD_ROUTES = ['/static-control.html', '/', '/category/cctv', '/blog', '/page/sk/o-nas'];
const SIZE_ROUTES = ['/', '/category/cctv', '/blog', '/page/sk/o-nas', '/search-product/kamera', '/cart', '/checkout', '/login', '/register', '/test'];

async function load(route: string) {
  const result = await autocannon({ url: BASE + route, connections: CONNECTIONS, duration: SECONDS, pipelining: 1 });
  return { reqPerSec: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function firstProductRoute(): Promise<string | null> {
  const html = await (await fetch(`${BASE}/category/cctv`)).text().catch(() => '');
  const match = /href="(\/product\/[^"?#]+)"/.exec(html);
  return match ? match[1]! : null;
}

async function main() {
  const dataDir = path.resolve(process.env.DATA_DIR || '.data-bench');
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir };
  delete env.API_URL;
  await prepareData(env);
  if (!fs.existsSync('.next/BUILD_ID')) await run('node_modules/.bin/next', ['build'], { env });
  const server = await startServer(PORT, env, path.join(dataDir, 'bench-server.log'));
  try {
    const product = await firstProductRoute();
    const routes = product ? [...LOAD_ROUTES.slice(0, 3), product, ...LOAD_ROUTES.slice(3)] : LOAD_ROUTES;
    const rows: string[][] = [];
    let control = 0;
    for (const route of routes) {
      const status = (await fetch(BASE + route)).status;
      if (status !== 200) {
        rows.push([route, `HTTP ${status}`, '', '', '']);
        continue;
      }
      await load(route).catch(() => undefined); // warm-up: fills Next's caches
      const r = await load(route);
      if (route === '/static-control.html') control = r.reqPerSec;
      const ratio = control ? (r.reqPerSec / control).toFixed(2) : '';
      rows.push([route, r.reqPerSec.toFixed(0), `${r.p99} ms`, ratio, String(r.non2xx + r.errors)]);
    }
    console.log(`\nLoad (${CONNECTIONS} connections, ${SECONDS} s per route, after a warm-up run)`);
    printTable(['route', 'req/s', 'p99', '× static', 'errors'], rows);

    const sizeRows: string[][] = [];
    for (const route of product ? [...SIZE_ROUTES.slice(0, 2), product, ...SIZE_ROUTES.slice(2)] : SIZE_ROUTES) {
      const r = await firstLoadJs(BASE, route);
      sizeRows.push([route, r.bytes === null ? `HTTP ${r.status}` : `${(r.bytes / 1024).toFixed(1)} KB`, String(r.scripts)]);
    }
    console.log('\nFirst Load JS (gzip, sum of the scripts the HTML loads)');
    printTable(['route', 'first load JS', 'scripts'], sizeRows);
  } finally {
    await stopServer(server);
  }
}

function printTable(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(line(head));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const row of rows) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
