import 'server-only';
import type { Db } from '../db/client';
import type { CatalogueVersions } from '../catalogue/facet-rows';
import type { Paging } from '../path-params';
import { correctedTerms } from './correction';
import { rankedHits, type ProductHits } from './product-ranks';
import type { SearchTerms } from './terms';

/**
 * Active products matching the query, ranked (product-ranks.ts). When no product contains every
 * word, each word is taken for a typo and replaced by the most similar catalogue word (the last
 * rank: similarity), and the corrected query is matched the same way.
 */
export async function searchProductIds(db: Db, terms: SearchTerms, paging: Paging, versions: CatalogueVersions): Promise<ProductHits> {
  const found = await rankedHits(db, terms, paging, versions);
  if (found.total > 0) return found;
  const corrected = await correctedTerms(db, terms);
  return corrected ? rankedHits(db, corrected, paging, versions) : found;
}
