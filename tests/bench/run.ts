/**
 * `npm run bench`: not a test. Prints tables of
 *  - req/s and p99 latency of guest pages against a 263-byte static control file and against a
 *    static copy of each page's own HTML, all served by the same instance server in one run
 *    (autocannon, loopback only, bounded duration);
 *  - requests and bytes of a guest view of the home, a category and a product in Chromium at
 *    1280 and 390 px (tests/bench/page-requests.ts), and their Lighthouse scores (mobile
 *    defaults, median and spread of 3 runs each, with the load average);
 *  - per public page: TTFB (median of sequential warm requests), HTML size (raw, gzip, inline RSC payload) and
 *    First Load JS (gzip sum of the scripts its HTML loads), and the same for other routes;
 *  - customer page views (HTML + the calls the signed-in browser makes) beside guest page views,
 *    same pages and run (tests/bench/customer-views.ts);
 *  - sign-in p50/p95, one at a time and 40 customers at once (tests/bench/sign-in.ts);
 *  - the embedded backend's budgets at 100 000 products, in process on a copy of that data
 *    (tests/bench/backend-budgets.ts), after the server stopped;
 *  - the floor: the same figures of an app with nothing of the shop (tests/bench/floor-app), an
 *    empty page with and without the stack's client libraries, after the shop's server stopped;
 *  - scale-out: PostgreSQL + Redis with one and with two instances (tests/bench/cluster.ts);
 *  - the edge: guest pages and customer page views through nginx against a static file the same
 *    nginx serves (tests/bench/edge.ts);
 *  - customer paint: prices and add-to-cart after LCP, and no guest flash, in Chromium
 *    (tests/bench/customer-paint.ts);
 *  - the time to build one e-invoice, 5 and 100 lines, beside its PDF (tests/bench/e-invoice.ts).
 * `npm run bench -- <table>` runs one table alone: `load` (100 guests and 10 customers through
 * nginx in front of two instances for 60 s, tests/bench/load; never part of the full run),
 * `load-3x` (the same three times larger: 300 guests, 30 customers, 5 minutes), `edge`,
 * `customer-paint`, `customer-views`, `lighthouse` (the Lighthouse table), `first-load-js` (the guest page table with First Load JS), `e-invoice`, `search-relevance` (tests/bench/search-relevance.ts), `sign-in`, `backend` (the
 * embedded backend's budgets at 100 000 products) or `memory` (the guest load table, next-server's RSS after it and the Node
 * processes `npm start` leaves, as the full run prints them).
 * Uses the existing build (builds when there is none) and its own seeded DATA_DIR (.data-bench).
 * BENCH_PORT (default 3400), BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 20) tune it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { prepareData, run, TSX } from '../../scripts/lib/run';
import { benchBackendBudgets } from './backend-budgets';
import { benchCluster } from './cluster';
import { benchCustomerPaint, customerPaintRoutes } from './customer-paint';
import { benchCustomerViews } from './customer-views';
import { benchEdge } from './edge';
import { benchEInvoice } from './e-invoice';
import { benchFloor } from './floor';
import { benchLoad, LOAD_SIZES } from './load/bench-load';
import { loadUrl } from './load-url';
import { benchQuickOrder, codesFromSearch } from './quick-order';
import { benchSearch } from './search';
import { benchFacets, menuCategories } from './facets';
import { benchSignIn } from './sign-in';
import { benchNpmStartProcesses } from './npm-start-memory';
import { printMemorySplits, readMemorySplit, type MemorySplit } from './memory-split';
import { printMedianNextServerRss, printNextServerRss, printServerMemory, SETTLE_MS } from './process-memory';
import { startInstanceServer, stopServer } from './server';
import { printTable } from './figures';
import { printLighthouseTable, printRequestTable } from './browser-tables';
import { printLoadTable, printPageTables, writeStaticTwins } from './tables';

const PORT = Number(process.env.BENCH_PORT || 3400);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
/** `npm run bench -- memory` repeats the load run on fresh servers: one run's held RSS is bimodal (docs/performance.md). */
const MEMORY_RUNS = Number(process.env.BENCH_MEMORY_RUNS || 3);

const STATIC_CONTROL = '/static-control.html';
/** Guest pages to load; a route that does not exist yet shows its status instead of figures. */
const LOAD_ROUTES = [STATIC_CONTROL, '/', '/category/cctv', '/blog', '/page/sk/o-nas'];
/** Public pages: TTFB, HTML and First Load JS; a product and an article are found at run time. */
const publicRoutes = (product: string | null, article: string | null) =>
  ['/', '/category/cctv', '/category/cctv?or=2&pg=2', product, '/blog', article, '/page/sk/o-nas'].filter((r): r is string => r !== null);
/** Other routes: First Load JS only. */
const SIZE_ROUTES = ['/search-product/kamera', '/cart', '/checkout', '/login', '/register', '/test'];

const load = (route: string) => loadUrl(BASE + route, CONNECTIONS, SECONDS);

async function firstLink(page: string, pattern: RegExp): Promise<string | null> {
  const html = await (await fetch(BASE + page)).text().catch(() => '');
  const match = pattern.exec(html);
  return match ? match[1]! : null;
}

/** The quick-order figures through the running server, as the demo customer (signed in like the login form). */
async function benchQuickOrderOn(base: string) {
  const json = { 'Content-Type': 'application/json', Origin: base };
  const signIn = await fetch(`${base}/admin/v1/sign/in`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'demo@securitech.sk', password: 'Demo1234!' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const codes = await codesFromSearch((apiPath) => fetch(base + apiPath));
  await benchQuickOrder(
    (body) => fetch(`${base}/admin/v1/x/products/lookup`, { method: 'POST', headers: { ...json, Cookie: cookie }, body: JSON.stringify(body) }),
    codes,
  );
}

/** The bench's environment, its data seeded and the app built (when there is no build yet). */
async function prepareBench(): Promise<{ env: NodeJS.ProcessEnv; dataDir: string }> {
  const dataDir = path.resolve(process.env.DATA_DIR || '.data-bench');
  // the sign-in table registers its 40 customers from one address on a fresh DATA_DIR (default limit 20 an hour)
  const env: NodeJS.ProcessEnv = { SIGN_UPS_PER_HOUR: '100', ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir };
  delete env.API_URL;
  await prepareData(env);
  if (!fs.existsSync('.next/BUILD_ID')) await run('node_modules/.bin/next', ['build'], { env });
  return { env, dataDir };
}

/** Runs one table alone on an instance server of its own (what `npm start` runs, with its /admin/v1 path), stopped after it. */
async function onOwnServer(table: () => Promise<unknown>): Promise<boolean> {
  const { env, dataDir } = await prepareBench();
  const server = await startInstanceServer(PORT, env, path.join(dataDir, 'bench-server.log'));
  try {
    await table();
  } finally {
    await stopServer(server);
  }
  return true;
}

/** `npm run bench -- customer-paint`: the Chromium table alone, on its own server. */
const customerPaintAlone = () => onOwnServer(async () => benchCustomerPaint(BASE, await customerPaintRoutes(BASE)));

/** The guest pages Chromium loads in the full run: the home, a category and a product. */
const browserPages = async () =>
  ['/', '/category/cctv', await firstLink('/category/cctv', /href="(\/product\/[^"?#]+)"/)].filter((r): r is string => r !== null);

/** `npm run bench -- lighthouse`: the Lighthouse table (mobile defaults, median of 3) alone, on its own server. */
const lighthouseAlone = () => onOwnServer(async () => printLighthouseTable(BASE, await browserPages()));

/** `npm run bench -- first-load-js`: the guest page table (TTFB, HTML, First Load JS) and the other routes' First Load JS alone. */
const firstLoadJsAlone = () =>
  onOwnServer(async () =>
    printPageTables(
      BASE,
      publicRoutes(await firstLink('/category/cctv', /href="(\/product\/[^"?#]+)"/), await firstLink('/blog', /href="(\/blog\/[a-z]{2}\/[^"?#]+)"/)),
      SIZE_ROUTES,
    ),
  );

/** `npm run bench -- customer-views`: customer page views beside guest ones alone, on the instance server `npm start` runs (its /admin/v1 path). */
const customerViewsAlone = () => onOwnServer(async () => benchCustomerViews(BASE, await firstLink('/category/cctv', /href="(\/product\/[^"?#]+)"/), SECONDS));

/** `npm run bench -- sign-in`: sign-in alone and 40 at once, on the instance server `npm start` runs, as the login form posts. */
const signInAlone = () =>
  onOwnServer(() =>
    benchSignIn((apiPath, body) =>
      fetch(BASE + apiPath, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: BASE }, body: JSON.stringify(body) }),
    ),
  );

/**
 * The guest load table on a fresh instance server (scripts/server.ts, what `npm start` runs, with its
 * /admin/v1 fast path), then that server's Node processes and next-server's
 * RSS against its budget (issue 24 item 6). Resolves with the server, still running, for the tables after it.
 */
async function loadRunWithMemory(env: NodeJS.ProcessEnv, log: string) {
  let server = await startInstanceServer(PORT, env, log);
  try {
    const product = await firstLink('/category/cctv', /href="(\/product\/[^"?#]+)"/);
    const routes = product ? [...LOAD_ROUTES.slice(0, 3), product, ...LOAD_ROUTES.slice(3)] : LOAD_ROUTES;
    const twins = await writeStaticTwins(BASE, routes, STATIC_CONTROL);
    await stopServer(server); // Next lists the public folder when it starts
    server = await startInstanceServer(PORT, env, log);
    await printLoadTable({ base: BASE, routes, twins, control: STATIC_CONTROL, load, connections: CONNECTIONS, seconds: SECONDS });
    const atEnd = printServerMemory('The server of the load run (instance server, PGlite), at its last request', server.pid);
    await setTimeout(SETTLE_MS);
    const settled = printServerMemory(`The same server after ${SETTLE_MS / 1000} s idle`, server.pid);
    const heldMb = printNextServerRss(atEnd, settled);
    const split = server.pid ? await readMemorySplit(server.pid, log) : null;
    return { server, product, heldMb, split };
  } catch (error) {
    await stopServer(server);
    removeStaticTwins();
    throw error;
  }
}

/** The load table's static copies of the pages, written into public/ for the run. */
function removeStaticTwins() {
  for (const file of fs.readdirSync('public')) if (/^static-control-\d+\.html$/.test(file)) fs.rmSync(path.join('public', file));
}

/** `npm run bench -- memory`: the load table, next-server's RSS after it, then the processes `npm start` leaves. */
async function memoryAlone(): Promise<boolean> {
  const { env, dataDir } = await prepareBench();
  const heldMb: (number | null)[] = [];
  const splits: (MemorySplit | null)[] = [];
  try {
    for (let run = 1; run <= MEMORY_RUNS; run++) {
      console.log(`\nMemory: load run ${run} of ${MEMORY_RUNS}, on a fresh instance server`);
      const { server, heldMb: held, split } = await loadRunWithMemory(env, path.join(dataDir, 'bench-server.log'));
      heldMb.push(held);
      splits.push(split);
      await stopServer(server);
    }
  } finally {
    removeStaticTwins();
  }
  printMemorySplits(splits);
  const withinBudget = printMedianNextServerRss(heldMb);
  const fewProcesses = await benchNpmStartProcesses(PORT, env, path.join(dataDir, 'bench-npm-start.log'));
  return withinBudget && fewProcesses;
}

async function main() {
  const { env, dataDir } = await prepareBench();
  const { server, product, split } = await loadRunWithMemory(env, path.join(dataDir, 'bench-server.log'));
  printMemorySplits([split]);
  try {
    const article = await firstLink('/blog', /href="(\/blog\/[a-z]{2}\/[^"?#]+)"/);
    await benchCustomerViews(BASE, product, SECONDS);
    await printPageTables(BASE, publicRoutes(product, article), SIZE_ROUTES);
    const pages = ['/', '/category/cctv', product].filter((r): r is string => r !== null);
    await printRequestTable(BASE, pages);
    await benchCustomerPaint(BASE, pages);
    await printLighthouseTable(BASE, pages);
    await benchSearch((searchPath) => fetch(BASE + searchPath));
    const sendApi = (apiPath: string, body?: unknown) =>
      fetch(
        BASE + apiPath,
        body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: BASE }, body: JSON.stringify(body) },
      );
    await benchFacets(sendApi, await menuCategories(sendApi));
    // same-origin POSTs, as the login form sends them (the proxy refuses cross-site writes)
    await benchSignIn((apiPath, body) =>
      fetch(BASE + apiPath, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: BASE }, body: JSON.stringify(body) }),
    );
    await benchQuickOrderOn(BASE);
  } finally {
    await stopServer(server);
    removeStaticTwins();
  }

  await benchNpmStartProcesses(PORT, env, path.join(dataDir, 'bench-npm-start.log'));
  // After the shop's server has stopped, so the two never share the machine.
  await benchBackendBudgets();
  await benchEInvoice();
  const floor = await benchFloor(PORT + 1, env, (url) => loadUrl(url, CONNECTIONS, SECONDS), path.join(dataDir, 'bench-floor.log'));
  console.log('\nFloor: an app with nothing of the shop, same Next and settings (tests/bench/floor-app), same machine and run');
  console.log("× static: against that app's own 263-byte static file; a shop page cannot beat the empty page on any column");
  printTable(['route', 'what', 'req/s', '× static', 'first load JS', 'Lighthouse performance (metrics)'], floor.rows);

  await benchCluster(SECONDS, CONNECTIONS);
  await benchEdge(SECONDS, CONNECTIONS);
}

/** `npm run bench -- search-relevance`: the installer queries' first results on the bench's demo catalogue, in a child process. */
async function searchRelevanceAlone(): Promise<boolean> {
  const dataDir = path.resolve(process.env.DATA_DIR || '.data-bench');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', MAIL_SENDER: 'false' };
  delete env.API_URL;
  await prepareData(env);
  await run(TSX[0], [TSX[1], 'tests/bench/search-relevance.ts'], { env });
  return true;
}

/** The tables `npm run bench -- <name>` runs alone; each resolves false when its acceptance fails. */
const ONE_TABLE: Record<string, () => Promise<boolean>> = {
  load: () => benchLoad(LOAD_SIZES.load),
  'load-3x': () => benchLoad(LOAD_SIZES['load-3x']),
  edge: () => benchEdge(SECONDS, CONNECTIONS).then(() => true),
  'customer-paint': customerPaintAlone,
  lighthouse: lighthouseAlone,
  'first-load-js': firstLoadJsAlone,
  'customer-views': customerViewsAlone,
  'sign-in': signInAlone,
  memory: memoryAlone,
  'e-invoice': () => benchEInvoice().then(() => true),
  'search-relevance': searchRelevanceAlone,
  backend: () => benchBackendBudgets().then(() => true),
};

async function bench(table: string | undefined): Promise<boolean> {
  if (table === undefined) return main().then(() => true);
  const one = ONE_TABLE[table];
  if (!one) throw new Error(`npm run bench -- ${table}: no such table (${Object.keys(ONE_TABLE).join(', ')}, or none for the full run)`);
  return one();
}

bench(process.argv[2]).then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
