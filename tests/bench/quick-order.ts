/**
 * Quick-order resolution: 200 pasted lines (parse + one POST /x/products/lookup, as the page does),
 * 180 known codes written in lower case and 20 mistyped ones that need close codes; then the worst
 * case, 200 codes none of which exist. Ten measured rounds after one warm-up, one at a time.
 * `npm run bench` calls benchQuickOrder against its running server with a signed-in customer.
 * Alone, it calls the embedded backend in process (the catalogue of DATA_DIR, e.g. 100 000 products):
 *   DATA_DIR=.data-bench npx tsx --conditions=react-server tests/bench/quick-order.ts
 */
import os from 'node:os';
import { parseOrderLines } from '../../lib/shop/quick-order/parse-lines';
import { percentile, printTable } from './figures';
import { runStandalone } from './standalone';

/** Sends the lookup body with the customer's session; answers the HTTP response. */
type SendLookup = (body: unknown) => Promise<Response>;

const LINES = 200;
const ROUNDS = 10;
/** The budget for resolving 200 lines, ms. */
const BUDGET_MS = 2000;

const typo = (code: string) => `${code.slice(0, -1)}${code.endsWith('9') ? '8' : '9'}`;

/** The text an installer pastes: `code<TAB>pieces` per line. */
function pasted(codes: readonly string[]): string {
  return codes.map((code, i) => `${code}\t${(i % 7) + 1}`).join('\n');
}

async function resolveOnce(send: SendLookup, text: string): Promise<number> {
  const started = performance.now();
  const parsed = parseOrderLines(text);
  if ('error' in parsed) throw new Error(`bench text refused: ${parsed.error}`);
  const response = await send({ codes: parsed.lines.map((l) => l.code) });
  const body = (await response.json()) as { results?: unknown[] };
  if (response.status !== 200 || body.results?.length !== parsed.lines.length) throw new Error(`lookup: HTTP ${response.status}`);
  return performance.now() - started;
}

/** Prints the table: p50, p95 and the slowest of 10 rounds per case, against the 2 s budget. */
/** Queries whose results give the server run its codes (it cannot read the database the server holds). */
const CODE_QUERIES = ['kamera', 'hikvision', 'dahua', 'kabel', 'detektor', 'ustredna', 'zdroj', 'rekorder', 'switch', 'hlasic', 'klavesnica', 'konektor'];

/** Up to 200 product codes found through the search call of a running server. */
export async function codesFromSearch(get: (path: string) => Promise<Response>): Promise<string[]> {
  const codes = new Set<string>();
  for (const query of CODE_QUERIES) {
    const body = (await (await get(`/admin/v1/search-products/${query}/sk/48/0`)).json()) as { items?: Array<{ product?: { code?: string }; code?: string }> };
    for (const item of body.items ?? []) {
      const code = item.product?.code ?? item.code;
      if (code) codes.add(code);
    }
    if (codes.size >= LINES) break;
  }
  return [...codes].slice(0, LINES);
}

export async function benchQuickOrder(send: SendLookup, catalogueCodes: readonly string[]): Promise<void> {
  if (catalogueCodes.length < LINES) throw new Error(`quick-order bench needs ${LINES} product codes, got ${catalogueCodes.length}`);
  const known = catalogueCodes.slice(0, LINES - 20).map((c) => c.toLowerCase());
  const mistyped = catalogueCodes.slice(LINES - 20, LINES).map(typo);
  const cases: Array<[string, string]> = [
    ['200 lines: 180 known, 20 mistyped', pasted([...known, ...mistyped])],
    ['200 lines, all unknown (worst case)', pasted(catalogueCodes.slice(0, LINES).map((c) => `X${typo(c)}Q`))],
  ];
  const load = os.loadavg()[0]!.toFixed(1);
  const rows: string[][] = [];
  for (const [name, text] of cases) {
    await resolveOnce(send, text);
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) times.push(await resolveOnce(send, text));
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    rows.push([
      name,
      String(ROUNDS),
      `${percentile(times, 50).toFixed(0)} ms`,
      `${p95.toFixed(0)} ms`,
      `${times.at(-1)!.toFixed(0)} ms`,
      `${BUDGET_MS} ms ${p95 < BUDGET_MS ? 'ok' : 'OVER'}`,
    ]);
  }
  console.log(`\nQuick order: parse + lookup of ${LINES} lines (one call; load average ${load} → ${os.loadavg()[0]!.toFixed(1)})`);
  printTable(['case', 'rounds', 'p50', 'p95', 'slowest', 'budget'], rows);
}

runStandalone('quick-order.ts', async (backend) => {
  const { getDb } = await import('../../lib/backend/db/client');
  const { queryRows } = await import('../../lib/backend/db/query-rows');
  const { customers } = await import('../../lib/backend/db/schema');
  const { createSession } = await import('../../lib/backend/session');
  const { sql } = await import('drizzle-orm');
  const db = await getDb();
  const [count] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM products`);
  // spread over the whole catalogue, the same ones every run
  const codes = await queryRows<{ code: string }>(db, sql`SELECT code FROM products WHERE active ORDER BY md5(id::text) LIMIT ${LINES}`);
  const [customer] = await db.select({ id: customers.id }).from(customers).limit(1);
  if (!customer) throw new Error('no customer in the database: seed it first');
  const { sid, authCheck } = await createSession(db, customer.id);
  const cookie = `sid=${sid}; auth_check=${authCheck}`;
  console.log(`Embedded backend in process, ${count?.n ?? 0} products in ${process.env.DATA_DIR || '.data'}`);
  await benchQuickOrder(
    (body) =>
      backend(
        new Request('http://backend.bench/admin/v1/x/products/lookup', {
          method: 'POST',
          headers: { Cookie: cookie, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    codes.map((c) => c.code),
  );
});
