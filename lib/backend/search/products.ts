import 'server-only';
import { and, asc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productSearch, products } from '../db/schema';
import { listColumns, type ListRow } from '../catalogue/product-mapper';
import type { Paging } from '../path-params';
import { correctedTerms } from './correction';
import { allWordPrefixes, allWordsMatch, escapeLike, type SearchColumns, type SearchTerms } from './terms';

const columns: SearchColumns = { words: sql`${productSearch.words}`, stems: sql`${productSearch.stems}`, compact: sql`${productSearch.compact}` };

/** A code prefix shorter than this ('d') would rank half the catalogue first. */
const CODE_PREFIX_MIN = 2;

/** One page of ranked product ids and the number of products found. */
export interface ProductHits {
  ids: number[];
  total: number;
}

/** One rank of results: which products belong to it and in what order they are listed. */
interface Tier {
  where: SQL;
  order: SQL[];
}

function codePrefix(terms: SearchTerms): SQL | null {
  return terms.key.length >= CODE_PREFIX_MIN ? sql`${productSearch.codeKey} LIKE ${`${escapeLike(terms.key)}%`}` : null;
}

/**
 * The ranks, best first, each disjoint from the ones before: 1. the exact code, 2. a code starting
 * with the query, 3. every word starts a word of name, code or vendor or is another form of one
 * ('kamery' finds 'kamera'), 4. the words occur inside them. Within a rank the older product
 * first: the catalogue's own items before later variants, and an order the primary key serves
 * without sorting every match ('ds' starts 14 000 codes). An inflected form shares rank 3 with
 * the form typed: 'kamery' lists the cameras, not the 'Držiak kamery' brackets first.
 */
function tiers(terms: SearchTerms): Tier[] {
  const code = codePrefix(terms);
  const notCode = code ? not(code) : undefined;
  const prefixes = allWordPrefixes(columns, terms);
  const byId = [asc(productSearch.productId)];
  const ranked: Tier[] = [
    { where: and(prefixes, notCode)!, order: byId },
    { where: and(allWordsMatch(columns, terms), not(prefixes), notCode)!, order: byId },
  ];
  if (!code) return ranked;
  const exact = eq(productSearch.codeKey, terms.key);
  return [{ where: exact, order: byId }, { where: and(code, not(exact))!, order: byId }, ...ranked];
}

const active = eq(productSearch.active, true);

async function count(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(productSearch)
    .where(and(active, where));
  return row?.n ?? 0;
}

async function tierPage(db: Db, tier: Tier, limit: number, offset: number): Promise<number[]> {
  const rows = await db
    .select({ id: productSearch.productId })
    .from(productSearch)
    .where(and(active, tier.where))
    .orderBy(...tier.order)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}

/**
 * One page across the ranks: each rank is read with LIMIT in an order an index can serve, so a
 * word found in 15 000 products costs a few dozen rows, not a sort of all of them; a rank's size
 * is counted only when the page starts past it.
 */
async function rankedPage(db: Db, ranks: Tier[], paging: Paging): Promise<number[]> {
  const ids: number[] = [];
  let skip = paging.offset;
  for (const tier of ranks) {
    const need = paging.limit - ids.length;
    if (need <= 0) break;
    const page = await tierPage(db, tier, need, skip);
    ids.push(...page);
    skip = page.length > 0 ? 0 : Math.max(0, skip - (skip > 0 ? await count(db, tier.where) : 0));
  }
  return ids;
}

async function strictHits(db: Db, terms: SearchTerms, paging: Paging): Promise<ProductHits> {
  const code = codePrefix(terms);
  const words = allWordsMatch(columns, terms);
  const total = await count(db, code ? sql`(${code} OR (${words}))` : words);
  if (total === 0 || paging.offset >= total) return { ids: [], total };
  return { ids: await rankedPage(db, tiers(terms), paging), total };
}

/**
 * Active products matching the query, ranked (see tiers). When no product contains every word,
 * each word is taken for a typo and replaced by the most similar catalogue word (the last rank:
 * similarity), and the corrected query is matched the same way.
 */
export async function searchProductIds(db: Db, terms: SearchTerms, paging: Paging): Promise<ProductHits> {
  const found = await strictHits(db, terms, paging);
  if (found.total > 0) return found;
  const corrected = await correctedTerms(db, terms);
  return corrected ? strictHits(db, corrected, paging) : found;
}

/** The list rows of `ids`, in the order of `ids`. */
export async function productRowsInOrder(db: Db, ids: readonly number[]): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(listColumns).from(products).where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
