/**
 * Search relevance (issue 47 item 4): the share of the installer queries (tests/support/installer-queries.ts)
 * whose first result on the results page (GET /search-products/{q}/sk/1/0) is relevant, and the
 * queries that miss, with what came first. On the demo catalogue, in process:
 *   DATA_DIR=<a demo seed> npx tsx --conditions=react-server tests/bench/search-relevance.ts
 * `npm run bench -- search-relevance` runs it on the bench's own DATA_DIR (seeded when missing).
 */
import { searchProductsResponseSchema } from '../../lib/contract/schemas/search';
import { INSTALLER_QUERIES, measureRelevance } from '../support/installer-queries';
import { loadProductFacts } from '../support/catalogue-facts';
import { printTable } from './figures';
import { runStandalone } from './standalone';

runStandalone('search-relevance.ts', async (backend) => {
  const { getDb } = await import('../../lib/backend/db/client');
  const facts = await loadProductFacts(await getDb());
  const { outcomes, share } = await measureRelevance(async (query) => {
    const response = await backend(new Request(`http://backend.bench/admin/v1/search-products/${encodeURIComponent(query)}/sk/1/0`));
    const body = searchProductsResponseSchema.parse(await response.json());
    const first = body.items[0]?.product;
    return first ? (facts.get(first.id) ?? null) : null;
  });
  const relevant = outcomes.filter((o) => o.relevant).length;
  console.log(
    `\nSearch relevance: ${relevant} of ${INSTALLER_QUERIES.length} installer queries find a relevant first result (${(share * 100).toFixed(1)} %), ${facts.size} products`,
  );
  printTable(
    ['query', 'first result', 'category', 'relevant'],
    outcomes.map((o) => [
      JSON.stringify(o.query),
      o.first ? `${o.first.code} ${o.first.name}` : '(nothing)',
      o.first?.category ?? '',
      o.relevant ? 'yes' : 'NO',
    ]),
  );
});
