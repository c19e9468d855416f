/**
 * EXPLAIN (ANALYZE) of every SQL statement a category listing (POST /product/filter) runs on the
 * bench database: the listing is served from the in-memory index of the category subtree
 * (lib/backend/catalogue/category-listing.ts), so a first call reads the index (the subtree's ids
 * and parameter keys, the order of a listing column, the sold-out ids) and every call reads the
 * change counters and the page's rows by primary key (with their images, one statement). Each case runs twice: cold, then warm.
 * Run it alone on a large catalogue (one process per PGlite directory):
 *   DATA_DIR=.data-bench-100k npm run seed -- --products 100000
 *   DATA_DIR=.data-bench-100k npx tsx --conditions=react-server tests/bench/explain-listing.ts
 */
import { listCategory } from '../../lib/backend/catalogue/category-listing';
import { catalogueVersions } from '../../lib/backend/catalogue/facet-rows';
import { listItemsByIds } from '../../lib/backend/catalogue/product-mapper';
import type { ListingFilter } from '../../lib/backend/catalogue/product-listing';
import { openDatabase, queryRows, sql } from '../../lib/backend/db/client';

interface QueryClient {
  query: (sql: string, params?: unknown[], options?: unknown) => Promise<{ rows: Array<Record<string, unknown>> }>;
}

const CASES: Array<{ label: string; filter: ListingFilter; offset: number }> = [
  { label: 'cctv, newest first, page 1', filter: { categoryPath: 'cctv', inStock: false, order: { field: 'product.id', direction: 'DESC' } }, offset: 0 },
  {
    label: 'cctv, name A-Z, in stock, page 3',
    filter: { categoryPath: 'cctv', inStock: true, order: { field: 'product.name', direction: 'ASC' } },
    offset: 24,
  },
];

/** Prints the plans and execution times of the statements each listing call ran. */
export async function explainListing(): Promise<void> {
  const handle = await openDatabase();
  const client = (handle.db as unknown as { $client: QueryClient }).$client;
  const original = client.query.bind(client);
  let recorded: Array<{ sql: string; params: unknown[] }> = [];
  client.query = (text, params = [], options) => {
    recorded.push({ sql: text, params });
    return original(text, params, options);
  };
  try {
    const [count] = await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM products`);
    console.log(`\nListing statements and plans (${count?.n ?? 0} products)`);
    for (const { label, filter, offset } of CASES) {
      for (const pass of ['cold', 'warm']) {
        recorded = [];
        const started = performance.now();
        const page = await listCategory(handle.db, filter, { limit: 12, offset }, await catalogueVersions(handle.db));
        await listItemsByIds(handle.db, page.ids, { customerId: null });
        console.log(`\n=== ${label} (${pass}, ${(performance.now() - started).toFixed(1)} ms, ${recorded.length} statements) ===`);
        for (const statement of recorded) {
          const plan = await original(`EXPLAIN (ANALYZE, COSTS OFF) ${statement.sql}`, statement.params);
          console.log(`-- ${statement.sql.replace(/\s+/g, ' ').slice(0, 160)}`);
          for (const row of plan.rows) console.log(`   ${String(Object.values(row)[0])}`);
        }
      }
    }
  } finally {
    client.query = original;
    await handle.close();
  }
}

if (process.argv[1]?.endsWith('explain-listing.ts')) {
  explainListing().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
