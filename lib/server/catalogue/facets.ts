import 'server-only';
import { getCategoryFacets } from '@/lib/contract/calls/catalogue';
import { isMissingExtension } from '@/lib/contract/errors';
import type { FacetsResponse } from '@/lib/contract/schemas/facets';
import type { FacetSelection } from '@/lib/contract/rules/facet-selection';
import { publicApi } from '@/lib/server/api';
import { cacheCatalogueRead, retrySoon, tags } from '@/lib/server/cache-manifest';
import { readOrFallback } from './cached-read';

/**
 * The parameter filters of a category for a selection, as every visitor sees them (counts only,
 * no customer data), cached with the category's listing. null where the upstream has no such call
 * (404/501: the page shows no filters), kept for minutes so a new upstream is noticed soon.
 */
async function readFacets(categoryId: number, selection: FacetSelection, inStock: boolean): Promise<FacetsResponse | null> {
  'use cache';
  cacheCatalogueRead(tags.listing(categoryId));
  try {
    return await getCategoryFacets(publicApi, categoryId, selection, inStock);
  } catch (error) {
    if (!isMissingExtension(error)) throw error;
    retrySoon();
    return null;
  }
}

/** The filters, or null (no panel) when the upstream lacks them or fails: filters never break the category page. */
export function loadFacets(categoryId: number, selection: FacetSelection, inStock: boolean): Promise<FacetsResponse | null> {
  return readOrFallback('category filters', null, () => readFacets(categoryId, selection, inStock));
}
