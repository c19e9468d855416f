import 'server-only';
import type { Db } from '../db/client';
import type { CatalogueVersions } from '../catalogue/facet-rows';
import type { Paging } from '../path-params';
import { correctedTerms } from './correction';
import { rankedHits, type ProductHits } from './product-ranks';
import type { SearchTerms } from './terms';

/** The hits, and the corrected query they are for when the typed one found nothing (else null). */
export interface SearchedProducts extends ProductHits {
  corrected: SearchTerms | null;
}

/**
 * Active products matching the query, ranked (product-ranks.ts). When no product contains every
 * word, each word is taken for a typo and replaced by the most similar catalogue word, and the
 * corrected query is matched the same way; the answer says so (decisions/062).
 */
export async function searchProductIds(db: Db, terms: SearchTerms, paging: Paging, versions: CatalogueVersions): Promise<SearchedProducts> {
  const found = await rankedHits(db, terms, paging, versions);
  if (found.total > 0) return { ...found, corrected: null };
  const corrected = await correctedTerms(db, terms);
  if (!corrected) return { ...found, corrected: null };
  const fixed = await rankedHits(db, corrected, paging, versions);
  return fixed.total > 0 ? { ...fixed, corrected } : { ...found, corrected: null };
}
