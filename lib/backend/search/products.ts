import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { listColumns, type ListRow } from '../catalogue/product-mapper';
import type { Paging } from '../path-params';
import { correctedTerms } from './correction';
import { rankedHits, type ProductHits } from './product-ranks';
import type { SearchTerms } from './terms';

/**
 * Active products matching the query, ranked (product-ranks.ts). When no product contains every
 * word, each word is taken for a typo and replaced by the most similar catalogue word (the last
 * rank: similarity), and the corrected query is matched the same way.
 */
export async function searchProductIds(db: Db, terms: SearchTerms, paging: Paging): Promise<ProductHits> {
  const found = await rankedHits(db, terms, paging);
  if (found.total > 0) return found;
  const corrected = await correctedTerms(db, terms);
  return corrected ? rankedHits(db, corrected, paging) : found;
}

/** The list rows of `ids`, in the order of `ids`. */
export async function productRowsInOrder(db: Db, ids: readonly number[]): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(listColumns).from(products).where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
