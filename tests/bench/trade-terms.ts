/**
 * Issue 45 item 7: the price lists of tests/bench/backend-budgets.ts. On its throwaway copy of the
 * 100k data: 20 lists, each with 5 000 net prices, 10 category discounts and its own breaks for 200
 * products, and breaks for everyone on 2 000 products, spread over the catalogue the same way every
 * run (md5 order); then the plan of the customer's prices of 48 products, which must read every
 * table by an index, each product's lookups inside the one statement (no query per product).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../lib/backend/db/client';
import { queryRows } from '../../lib/backend/db/query-rows';
import { customerPricesQuery } from '../../lib/backend/catalogue/customer-prices';

export const PRICE_LISTS = 20;
export const NET_PRICES_PER_LIST = 5000;
const DISCOUNTS_PER_LIST = 10;
const OWN_BREAKS_PER_LIST = 200;
const BREAKS_FOR_EVERYONE = 2000;

/** Seeds the lists, rules and breaks; returns the lists' ids, first made first. */
export async function seedPriceLists(db: Db): Promise<number[]> {
  const lists = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO price_lists (code, name) SELECT 'bench-' || g, 'Bench ' || g FROM generate_series(1, ${PRICE_LISTS}) g RETURNING id`,
  );
  await db.execute(sql`INSERT INTO price_list_net_prices (price_list_id, product_id, price_cents)
    SELECT l.id, p.id, greatest(1, p.price_cents * (80 + l.id % 15) / 100) FROM price_lists l
    CROSS JOIN LATERAL (SELECT id, price_cents FROM products ORDER BY md5(id::text || l.code) LIMIT ${NET_PRICES_PER_LIST}) p
    WHERE l.code LIKE 'bench-%'`);
  await db.execute(sql`INSERT INTO price_list_category_discounts (price_list_id, category_id, discount)
    SELECT l.id, c.id, 3 + (c.id + l.id) % 20 FROM price_lists l
    CROSS JOIN LATERAL (SELECT id FROM categories ORDER BY md5(id::text || l.code) LIMIT ${DISCOUNTS_PER_LIST}) c
    WHERE l.code LIKE 'bench-%'`);
  await db.execute(sql`INSERT INTO price_breaks (product_id, price_list_id, min_quantity, price_cents)
    SELECT p.id, NULL, q.n, greatest(1, p.price_cents * q.pct / 100)
    FROM (SELECT id, price_cents FROM products ORDER BY md5(id::text || 'breaks') LIMIT ${BREAKS_FOR_EVERYONE}) p
    CROSS JOIN (VALUES (10, 95), (50, 90)) q(n, pct)`);
  await db.execute(sql`INSERT INTO price_breaks (product_id, price_list_id, min_quantity, price_cents)
    SELECT p.id, l.id, q.n, greatest(1, p.price_cents * q.pct / 100) FROM price_lists l
    CROSS JOIN LATERAL (SELECT id, price_cents FROM products ORDER BY md5(id::text || l.code || 'breaks') LIMIT ${OWN_BREAKS_PER_LIST}) p
    CROSS JOIN (VALUES (5, 93), (20, 88)) q(n, pct)
    WHERE l.code LIKE 'bench-%'`);
  for (const table of ['price_lists', 'price_list_net_prices', 'price_list_category_discounts', 'price_breaks', 'customers']) {
    await db.execute(sql.raw(`ANALYZE ${table}`));
  }
  return lists.map((l) => l.id);
}

/** Puts the customer on the list. */
export async function putOnList(db: Db, email: string, listId: number): Promise<void> {
  await db.execute(sql`UPDATE customers SET price_list_id = ${listId} WHERE email = ${email}`);
}

/** How many of `ids` the list gives a net price: the share of the measured products the first rule decides. */
export async function netPricedCount(db: Db, listId: number, ids: readonly number[]): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM price_list_net_prices WHERE price_list_id = ${listId} AND product_id IN (SELECT (json_array_elements_text(${JSON.stringify(ids)}::json))::int)`,
  );
  return row?.n ?? 0;
}

/**
 * EXPLAIN ANALYZE of the prices call's statement for the customer and `ids`: printed, and refused
 * when a table of products or prices is read whole (a Seq Scan), or any table is read whole once
 * per product (loops above 1) rather than by an index lookup. A tiny table read whole once per
 * statement (the customer's list, the list's category discounts against the category tree) is the
 * planner's right choice, as is the bench's empty wishlist read whole.
 */
export async function explainPrices(db: Db, customerId: number, ids: readonly number[]): Promise<void> {
  const plan = await queryRows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN (ANALYZE, COSTS OFF) ${customerPricesQuery(customerId, ids)}`);
  const text = plan.map((row) => row['QUERY PLAN']).join('\n');
  console.log(`\nThe customer's prices of ${ids.length} products, one statement (EXPLAIN ANALYZE):\n${text}`);
  const whole = /Seq Scan on (products|price_list_net_prices|price_breaks)\b.*/.exec(text) ?? /Seq Scan on (?!wishlist_items\b).*loops=(?!1\)).*/.exec(text);
  if (whole) throw new Error(`the prices statement reads a whole table: ${whole[0]}`);
}
