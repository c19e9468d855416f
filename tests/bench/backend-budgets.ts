/**
 * Issue 24 item 5: the embedded backend's calls at 100 000 products, p95 on PGlite, in process
 * (handleBackendRequest, one request at a time, after a warm-up): category listing, search
 * overlay, add to basket, basket read, placing an order of 20 lines, and the account's orders
 * page with 1 000 orders on the account. Issue 45 item 7: with 20 price lists of 5 000 net prices
 * each (tests/bench/trade-terms.ts) and the shopper on one, those calls and the customer's prices
 * of 48 products, alone and in the page call, with the plan of the prices statement. Writes orders and stock, so it runs on a fresh copy of
 * the 100k data (BENCH_100K_DATA, default .data-100k; seeded with `npm run seed -- --products
 * 100000` when missing), deleted afterwards. `npm run bench` calls benchBackendBudgets; alone:
 *   npx tsx --conditions=react-server tests/bench/backend-budgets.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run, TSX } from '../../scripts/lib/run';
import { percentile, printTable } from './figures';
import { measureBudgets } from './backend-budgets-measure';

/** The budgets, p95 in ms. */
export const BUDGETS_MS = {
  'category listing (12 newest of a product line)': 15,
  'customer prices of 48 products (POST /x/customer/prices)': 20,
  'page call with 48 prices (POST /x/customer/page)': 20,
  'search overlay (GET /search)': 20,
  'add to basket (PUT /basket/add)': 15,
  'basket read (GET /basket, 20 lines)': 10,
  'place an order of 20 lines (PUT /cart/order)': 60,
  'account orders page (1 000 orders)': 15,
} as const;
export type BudgetCase = keyof typeof BUDGETS_MS;

/** Wall and CPU time of one call, ms. CPU time (this process) is what a busy machine inflates least. */
export interface Timing {
  wall: number;
  cpu: number;
}

/** Prints one row per case: rounds, wall p50/p95, CPU p95 and the budget against the wall p95. */
export function printBudgets(results: ReadonlyMap<BudgetCase, Timing[]>, products: number, loadBefore: number) {
  const rows = (Object.keys(BUDGETS_MS) as BudgetCase[]).map((name) => {
    const timings = results.get(name) ?? [];
    const wall = timings.map((t) => t.wall).sort((a, b) => a - b);
    const cpu = timings.map((t) => t.cpu).sort((a, b) => a - b);
    const p95 = percentile(wall, 95);
    const budget = BUDGETS_MS[name];
    return [
      name,
      String(wall.length),
      `${percentile(wall, 50).toFixed(1)} ms`,
      `${p95.toFixed(1)} ms`,
      `${percentile(cpu, 95).toFixed(1)} ms`,
      `${budget} ms ${p95 <= budget ? 'ok' : 'OVER'}`,
    ];
  });
  console.log(
    `\nBackend budgets at ${products} products (embedded backend in process, PGlite, one call at a time; load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)})`,
  );
  printTable(['call', 'rounds', 'p50', 'p95', 'CPU p95', 'budget (p95)'], rows);
}

/** Seeds the 100k data when missing, copies it, measures on the copy in a child process, deletes the copy. */
export async function benchBackendBudgets(): Promise<void> {
  const source = path.resolve(process.env.BENCH_100K_DATA || '.data-100k');
  if (!fs.existsSync(path.join(source, 'pglite'))) {
    await run(TSX[0], [TSX[1], 'scripts/seed.ts', '--products', '100000'], { env: { ...process.env, DATA_DIR: source } });
  }
  const copy = `${source}-budgets`;
  fs.rmSync(copy, { recursive: true, force: true, maxRetries: 3 });
  // the database only: no call measured here reads media
  fs.mkdirSync(copy);
  await run('cp', ['-a', path.join(source, 'pglite'), path.join(copy, 'pglite')]);
  try {
    await run(TSX[0], [TSX[1], 'tests/bench/backend-budgets.ts', 'measure'], {
      env: { ...process.env, DATA_DIR: copy, NODE_ENV: 'production', MAIL_SENDER: 'false' },
    });
  } finally {
    fs.rmSync(copy, { recursive: true, force: true, maxRetries: 3 });
  }
}

if (process.argv[1]?.endsWith('backend-budgets.ts')) {
  const work = process.argv[2] === 'measure' ? measureBudgets(printBudgets) : benchBackendBudgets();
  work.then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
