/**
 * The measuring half of tests/bench/backend-budgets.ts, run in a child process whose DATA_DIR is
 * a throwaway copy of the 100k data: every call goes through handleBackendRequest in process.
 * ShopClient (the cluster tests' client) sends with fetch; here fetch is the backend itself.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../../lib/backend/db/client';
import { queryRows } from '../../lib/backend/db/query-rows';
import { ShopClient, type Origin } from '../cluster/support/shop-client';
import { searchBenchQueries } from './search-queries';
import type { BudgetCase, Timing } from './backend-budgets';
import { explainPrices, netPricedCount, NET_PRICES_PER_LIST, PRICE_LISTS, putOnList, seedPriceLists } from './trade-terms';

const IN_PROCESS: Origin = { url: 'http://backend.bench' };
const ROUNDS = 40;
const ORDER_ROUNDS = 20;
const ORDER_LINES = 20;
const HISTORY = 1000;
/** Products whose customer's prices a listing page asks (a page of 48 cards). */
const PRICED_PAGE = 48;

/** A new customer signed in; the storefront's proxy would keep auth_check from the answer (docs/contract.md#auth), so this does. */
async function signedUp(): Promise<ShopClient> {
  const client = new ShopClient();
  await client.register(IN_PROCESS);
  const answer = await client.signIn(IN_PROCESS);
  const authCheck = (answer.body?.user as { auth_check?: string } | undefined)?.auth_check;
  if (answer.status !== 200 || !authCheck) throw new Error(`sign-in answered ${answer.status}`);
  client.cookies.set('auth_check', authCheck);
  return client;
}

async function timed(send: () => Promise<Response>): Promise<Timing> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await send();
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

/**
 * Ten warm-up calls, then `rounds` measured ones, one at a time: a serving process has its code
 * optimised, and the first calls of the in-memory listing and search (which build their index on
 * the first, then run as interpreted JavaScript for a few calls) would measure V8's tier-up instead.
 */
const WARM_UP = 10;
async function measure(rounds: number, send: (round: number) => Promise<Response>): Promise<Timing[]> {
  for (let k = 0; k < WARM_UP; k++) await timed(() => send(rounds + k));
  const timings: Timing[] = [];
  for (let round = 0; round < rounds; round++) timings.push(await timed(() => send(round)));
  return timings;
}

export async function measureBudgets(print: (results: Map<BudgetCase, Timing[]>, products: number, load: number) => void): Promise<void> {
  const loadBefore = os.loadavg()[0]!;
  const { handleBackendRequest } = await import('../../lib/backend');
  const { closeDb, getDb } = await import('../../lib/backend/db/client');
  globalThis.fetch = (input, init) => handleBackendRequest(new Request(input, init));
  const db = await getDb();
  try {
    const [{ n: productCount } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM products WHERE active`);
    const [line] = await queryRows<{ id: number }>(db, sql`SELECT id FROM categories WHERE parent_id IS NULL AND slug = 'cctv'`);
    // products spread over the catalogue, the same every run; each add and order takes fresh ones
    const picks = (await queryRows<{ id: number }>(db, sql`SELECT id FROM products WHERE active ORDER BY md5(id::text) LIMIT 2000`)).map((r) => r.id);
    let next = 0;
    const pick = () => picks[next++ % picks.length]!;

    const shopper = await signedUp();
    const historian = await signedUp();
    // every call of the shopper's is priced by its company's list (decision 058)
    const lists = await seedPriceLists(db);
    await putOnList(db, shopper.email, lists[0]!);
    const call = (client: ShopClient, method: string, apiPath: string, body?: unknown) =>
      fetch(`${IN_PROCESS.url}/admin/v1${apiPath}`, {
        method,
        headers: { Origin: IN_PROCESS.url, Cookie: client.cookieHeader(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    const results = new Map<BudgetCase, Timing[]>();
    const listing = { condition: { 'categories.id': line?.id ?? 1 }, order: [{ 'product.id': 'DESC' }] };
    results.set('category listing (12 newest of a product line)', await measure(ROUNDS, () => call(shopper, 'POST', '/product/filter/sk/12/0', listing)));
    const page = (k: number) => picks.slice((k * PRICED_PAGE) % (picks.length - PRICED_PAGE), ((k * PRICED_PAGE) % (picks.length - PRICED_PAGE)) + PRICED_PAGE);
    results.set(
      'customer prices of 48 products (POST /x/customer/prices)',
      await measure(ROUNDS, (k) => call(shopper, 'POST', '/x/customer/prices', { ids: page(k) })),
    );
    results.set(
      'page call with 48 prices (POST /x/customer/page)',
      await measure(ROUNDS, (k) => call(shopper, 'POST', '/x/customer/page/sk', { ids: page(k) })),
    );
    const netPriced = await netPricedCount(db, lists[0]!, picks.slice(0, ROUNDS * PRICED_PAGE));
    console.log(
      `\n${PRICE_LISTS} price lists of ${NET_PRICES_PER_LIST} net prices each; the shopper's list has a net price for ${netPriced} of the ${ROUNDS * PRICED_PAGE} products priced`,
    );
    const queries = searchBenchQueries();
    results.set(
      'search overlay (GET /search)',
      await measure(ROUNDS, (k) => call(shopper, 'GET', `/search/${encodeURIComponent(queries[k % queries.length]!)}/sk`)),
    );

    // every basket is filled with 20 adds (each timed); the first is read, every one is ordered
    const adds: Timing[] = [];
    const fillBasket = async () => {
      for (let k = 0; k < ORDER_LINES; k++) adds.push(await timed(() => call(shopper, 'PUT', '/basket/add', { basket: null, product: pick(), quantity: 2 })));
      return ((await (await call(shopper, 'GET', '/basket/sk')).json()) as { basket: { id: number } }).basket.id;
    };
    // one order before the measured ones: the first stock update of a process compiles the search trigger's function
    const orders: Timing[] = [];
    for (let round = -1; round < ORDER_ROUNDS; round++) {
      const basket = await fillBasket();
      if (round === 0) results.set('basket read (GET /basket, 20 lines)', await measure(ROUNDS, () => call(shopper, 'GET', '/basket/sk')));
      await shopper.fillCheckout(IN_PROCESS, basket);
      const placed = await timed(() => call(shopper, 'PUT', '/cart/order/sk', { basket, followNews: false }));
      if (round >= 0) orders.push(placed);
    }
    results.set('add to basket (PUT /basket/add)', adds);
    results.set('place an order of 20 lines (PUT /cart/order)', orders);

    await copyOrders(db, historian.email, HISTORY);
    results.set('account orders page (1 000 orders)', await measure(ROUNDS, (k) => call(historian, 'GET', `/customer/orders/10/${(k % 5) * 10}`)));
    print(results, productCount, loadBefore);
    const [customer] = await queryRows<{ id: number }>(db, sql`SELECT id FROM customers WHERE email = ${shopper.email}`);
    await explainPrices(db, customer!.id, page(0));
  } finally {
    await closeDb();
  }
}

/** `count` orders on the customer's account, each a copy of a placed order with its lines (and a closed cart of its own). */
async function copyOrders(db: Db, email: string, count: number) {
  const [template] = await queryRows<{ id: number }>(db, sql`SELECT id FROM orders ORDER BY id DESC LIMIT 1`);
  if (!template) throw new Error('no order to copy');
  await db.execute(sql`
    WITH who AS (SELECT id FROM customers WHERE email = ${email}),
    new_carts AS (
      INSERT INTO carts (customer_id, account_id, status) SELECT who.id, who.id, 'ordered' FROM who, generate_series(1, ${count}) RETURNING id
    ),
    numbered AS (SELECT id AS cart_id, row_number() OVER (ORDER BY id) AS n FROM new_carts),
    new_orders AS (
      INSERT INTO orders (number, customer_id, account_id, cart_id, status, shipping_name, shipping_price_cents, payment_name, payment_price_cents,
                          products_price_cents, total_exc_vat_cents, vat_cents, vat_rate, note, invoice_address, delivery_address, created_at)
      SELECT 'H' || lpad(numbered.n::text, 9, '0'), who.id, who.id, numbered.cart_id, o.status, o.shipping_name, o.shipping_price_cents, o.payment_name,
             o.payment_price_cents, o.products_price_cents, o.total_exc_vat_cents, o.vat_cents, o.vat_rate, o.note, o.invoice_address,
             o.delivery_address, now() - numbered.n * interval '1 hour'
      FROM numbered, who, orders o WHERE o.id = ${template.id}
      RETURNING id
    )
    INSERT INTO order_lines (order_id, product_id, code, name, slug, unit, quantity, unit_price_cents, total_cents)
    SELECT new_orders.id, l.product_id, l.code, l.name, l.slug, l.unit, l.quantity, l.unit_price_cents, l.total_cents
    FROM new_orders, order_lines l WHERE l.order_id = ${template.id}`);
  for (const table of ['orders', 'order_lines', 'carts']) await db.execute(sql.raw(`ANALYZE ${table}`));
}
