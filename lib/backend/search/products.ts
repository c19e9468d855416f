import 'server-only';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productSearch, products } from '../db/schema';
import { listColumns, type ListRow } from '../catalogue/product-mapper';
import type { Paging } from '../catalogue/paging';
import { correctedTerms } from './correction';
import { allWordPrefixes, allWordsMatch, escapeLike, type SearchColumns, type SearchTerms } from './terms';

const columns: SearchColumns = { words: sql`${productSearch.words}`, compact: sql`${productSearch.compact}` };

/** A code prefix shorter than this ('d') would rank half the catalogue first. */
const CODE_PREFIX_MIN = 2;

/** One page of ranked product ids and the number of products found. */
export interface ProductHits {
  ids: number[];
  total: number;
}

function codePrefix(terms: SearchTerms): SQL {
  return terms.key.length >= CODE_PREFIX_MIN ? sql`${productSearch.codeKey} LIKE ${`${escapeLike(terms.key)}%`}` : sql`false`;
}

/**
 * Tiers: 0 the exact code, 1 a code starting with the query, 2 every word starts a word of
 * name, code or vendor, 3 the words occur inside them. Within a tier the shorter text first (the
 * plain product before its long variants), then id. Search text is ASCII, so octet_length is its length.
 */
function rankOrder(terms: SearchTerms): SQL[] {
  const tier = sql`CASE WHEN ${productSearch.codeKey} = ${terms.key} THEN 0 WHEN ${codePrefix(terms)} THEN 1
    WHEN ${allWordPrefixes(columns, terms)} THEN 2 ELSE 3 END`;
  return [tier, sql`octet_length(${productSearch.words})`, asc(productSearch.productId)];
}

const total = sql<number>`count(*) OVER ()`.mapWith(Number);

async function rankedIds(db: Db, where: SQL, order: SQL[], paging: Paging): Promise<ProductHits | null> {
  const rows = await db
    .select({ id: productSearch.productId, total })
    .from(productSearch)
    .where(and(eq(productSearch.active, true), where))
    .orderBy(...order)
    .limit(paging.limit)
    .offset(paging.offset);
  if (rows.length > 0) return { ids: rows.map((r) => r.id), total: rows[0]!.total };
  if (paging.offset === 0) return null;
  // past the last page: the window function had no row to report the total on
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(productSearch)
    .where(and(eq(productSearch.active, true), where));
  return count && count.total > 0 ? { ids: [], total: count.total } : null;
}

async function strictIds(db: Db, terms: SearchTerms, paging: Paging): Promise<ProductHits | null> {
  const where = sql`(${codePrefix(terms)} OR (${allWordsMatch(columns, terms)}))`;
  return rankedIds(db, where, rankOrder(terms), paging);
}

/**
 * Active products matching the query, ranked (see rankOrder). When no product contains every
 * word, each word is taken for a typo and replaced by the most similar catalogue word (last tier:
 * similarity), and the corrected query is matched the same way.
 */
export async function searchProductIds(db: Db, terms: SearchTerms, paging: Paging): Promise<ProductHits> {
  const found = await strictIds(db, terms, paging);
  if (found) return found;
  const corrected = await correctedTerms(db, terms);
  return (corrected && (await strictIds(db, corrected, paging))) ?? { ids: [], total: 0 };
}

/** The list rows of `ids`, in the order of `ids`. */
export async function productRowsInOrder(db: Db, ids: readonly number[]): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(listColumns).from(products).where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
