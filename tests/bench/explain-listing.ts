/**
 * EXPLAIN (ANALYZE) of the category listing query (POST /product/filter) on the bench database:
 * the page of rows and the count, for a product line (a subtree of categories), newest first and
 * by name, with and without the in-stock filter (parameter filters do not reach SQL: they run on the
 * in-memory facet index, lib/backend/catalogue/filtered-listing.ts). Run it alone on a large catalogue:
 *   DATA_DIR=.data-bench-100k npm run seed -- --products 100000
 *   DATA_DIR=.data-bench-100k npx tsx --conditions=react-server tests/bench/explain-listing.ts
 * `npm run bench` prints it too, after the server has stopped (PGlite has one owner at a time).
 */
import { listingQueries, type ListingFilter } from '../../lib/backend/catalogue/product-listing';
import { closeDb, getDb, queryRows, sql } from '../../lib/backend/db/client';

const CASES: Array<{ label: string; filter: ListingFilter; offset: number }> = [
  { label: 'cctv, newest first, page 1', filter: { categoryPath: 'cctv', inStock: false, order: { field: 'product.id', direction: 'DESC' } }, offset: 0 },
  { label: 'cctv, name A-Z, in stock, page 3', filter: { categoryPath: 'cctv', inStock: true, order: { field: 'product.name', direction: 'ASC' } }, offset: 24 },
];

/** Prints the plans and the execution times of the listing queries. */
export async function explainListing(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`ANALYZE`);
  const [count] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM products`);
  console.log(`\nListing query plans (${count?.n ?? 0} products)`);
  for (const { label, filter, offset } of CASES) {
    const queries = listingQueries(db, filter, { limit: 12, offset });
    for (const [part, query] of Object.entries(queries)) {
      const plan = await queryRows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN (ANALYZE, COSTS OFF, BUFFERS OFF) ${query}`);
      console.log(`\n-- ${label}: ${part}`);
      for (const row of plan) console.log(row['QUERY PLAN']);
    }
  }
}

if (process.argv[1]?.endsWith('explain-listing.ts')) {
  explainListing()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => closeDb());
}
