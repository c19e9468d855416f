import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import type { Paging } from '../path-params';
import { catalogueVersions, inStockPositions, subtreeRows } from './facet-rows';
import { pageOfPositions, selectedFlags } from './facet-match';
import { listColumns, type ListRow } from './product-mapper';
import type { ListingFilter } from './product-listing';

/**
 * A listing page with parameter filters, resolved on the in-memory facet index of the category
 * subtree (the one the facets call counts on, so the two always agree): the selection and the
 * stock condition pick the positions, the kept order of the listing column pages them, and only
 * the page's rows are read. In SQL the same filter joined a parameter index probe per candidate
 * product (about 80 ms of PGlite at 100 000 products).
 */
export async function listByParameters(db: Db, filter: ListingFilter, paging: Paging): Promise<{ rows: ListRow[]; total: number }> {
  const versions = await catalogueVersions(db);
  const rows = await subtreeRows(db, filter.categoryPath, versions);
  const selected = selectedFlags(rows, filter.parameters ?? {});
  const stocked = filter.inStock ? await inStockPositions(db, filter.categoryPath, rows, versions) : null;
  const passes = stocked ? (p: number) => selected[p] === 1 && stocked[p] === 1 : (p: number) => selected[p] === 1;
  const page = await pageOfPositions(db, filter.categoryPath, rows, passes, filter.order, paging);
  if (page.ids.length === 0) return { rows: [], total: page.total };
  const found = await db.select(listColumns).from(products).where(inArray(products.id, page.ids));
  const byId = new Map(found.map((row) => [row.id, row]));
  return { rows: page.ids.flatMap((id) => byId.get(id) ?? []), total: page.total };
}
