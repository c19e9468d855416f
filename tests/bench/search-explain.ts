/**
 * EXPLAIN ANALYZE of every SQL statement the live search and the results page run for a query,
 * on DATA_DIR's PGlite (stop the shop first: one process per data directory).
 *   DATA_DIR=.data-bench npx tsx --conditions=react-server tests/bench/search-explain.ts "kamera" "DS-2CD2143"
 */
import { openDatabase } from '../../lib/backend/db/client';
import { searchBlogs, searchCategories } from '../../lib/backend/search/content';
import { listItemsByIds } from '../../lib/backend/catalogue/product-mapper';
import { searchProductIds } from '../../lib/backend/search/products';
import { searchTermsWithVersions } from '../../lib/backend/search/terms';

type Read = NonNullable<Awaited<ReturnType<typeof searchTermsWithVersions>>>;
const GUEST = { customerId: null };

interface QueryClient {
  query: (sql: string, params?: unknown[], options?: unknown) => Promise<{ rows: Array<Record<string, unknown>> }>;
}

async function main() {
  const handle = await openDatabase();
  const client = (handle.db as unknown as { $client: QueryClient }).$client;
  const original = client.query.bind(client);
  let recorded: Array<{ sql: string; params: unknown[] }> = [];
  client.query = (sql, params = [], options) => {
    recorded.push({ sql, params });
    return original(sql, params, options);
  };
  try {
    for (const query of process.argv.slice(2)) {
      for (const [label, run] of [
        [
          'live search (products 5, categories 5, articles 3)',
          async ({ terms, versions }: Read) => {
            const hits = await searchProductIds(handle.db, terms, { limit: 5, offset: 0 }, versions);
            await searchCategories(handle.db, terms, 5);
            await searchBlogs(handle.db, terms, 'sk', 3);
            await listItemsByIds(handle.db, hits.ids, GUEST);
          },
        ],
        [
          'results page (12 from offset 12)',
          async ({ terms, versions }: Read) => {
            const hits = await searchProductIds(handle.db, terms, { limit: 12, offset: 12 }, versions);
            await listItemsByIds(handle.db, hits.ids, GUEST);
          },
        ],
      ] as const) {
        const read = await searchTermsWithVersions(handle.db, query);
        if (!read) continue;
        recorded = [];
        await run(read);
        const statements = recorded;
        console.log(`\n=== ${JSON.stringify(query)}: ${label} ===`);
        for (const { sql, params } of statements) {
          const plan = await original(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, params);
          console.log(`-- ${sql.replace(/\s+/g, ' ').slice(0, 160)}…\n   params ${JSON.stringify(params).slice(0, 120)}`);
          for (const row of plan.rows) console.log(`   ${String(Object.values(row)[0])}`);
        }
      }
    }
  } finally {
    client.query = original;
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
