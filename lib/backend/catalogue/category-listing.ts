import 'server-only';
import type { Db } from '../db/client';
import type { Paging } from '../path-params';
import { inStockPositions, subtreeRows, type CatalogueVersions } from './facet-rows';
import { pageOfPositions, selectedFlags } from './facet-match';
import type { ListingFilter } from './product-listing';

/**
 * The product ids of one page of a category listing (the category with its descendants) and how
 * many products it matches, with or without parameter filters, resolved on the in-memory index of
 * the category subtree (facet-rows.ts, the one the facets call counts on, so the two always agree):
 * the selection and the stock condition pick the positions, the kept order of the listing column
 * pages them; the caller reads only the page's rows, by primary key (product-mapper.ts
 * listItemsByIds). In SQL the rows query walked the order's index through the whole subtree and the
 * count re-read every entry of it; a parameter filter joined an index probe per candidate product
 * (docs/performance.md has the times at 100 000 products). `versions`: the change
 * counters, read by the caller before anything else of the catalogue.
 */
export async function listCategory(db: Db, filter: ListingFilter, paging: Paging, versions: CatalogueVersions): Promise<{ ids: number[]; total: number }> {
  const rows = await subtreeRows(db, filter.categoryPath, versions);
  const selection = filter.parameters ?? {};
  const selected = Object.keys(selection).length > 0 ? selectedFlags(rows, selection) : null;
  const stocked = filter.inStock ? await inStockPositions(db, filter.categoryPath, rows, versions) : null;
  const passes =
    selected === null && stocked === null ? null : (p: number) => (selected === null || selected[p] === 1) && (stocked === null || stocked[p] === 1);
  return pageOfPositions(db, filter.categoryPath, rows, passes, filter.order, paging, versions);
}
