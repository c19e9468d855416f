import 'server-only';
import { and, asc, count, desc, eq, gt, like, or, sql, type SQL } from 'drizzle-orm';
import type { FacetSelection } from '@/lib/catalogue/facet-selection';
import type { OrderDirection, OrderField } from '@/lib/api/schemas/requests/listing';
import type { Db } from '../db/client';
import { keptListingTotal } from './listing-totals';
import { categories, products } from '../db/schema';
import { listColumns, type ListRow } from './product-mapper';
import type { Paging } from '../path-params';

/**
 * The contract's order keys mapped to columns. Keys are looked up here, never interpolated,
 * so an unknown key cannot reach SQL (the body schema refuses it earlier anyway). Names sort by
 * their Slovak key (migration 0006, a COLLATE "C" column), never by the server's collation.
 */
const ORDER_COLUMNS = {
  'product.id': products.id,
  'product.name': products.nameSortKey,
  'product.price_exc_vat': products.priceCents,
  'product.code': products.code,
} as const satisfies Record<OrderField, unknown>;

export interface ListingOrder {
  field: OrderField;
  direction: OrderDirection;
}

/** Newest first: ordering code 1, the default. */
export const DEFAULT_ORDER: ListingOrder = { field: 'product.id', direction: 'DESC' };

export interface ListingFilter {
  /** the category's own path; the listing covers it and every descendant */
  categoryPath: string;
  inStock: boolean;
  order: ListingOrder;
  /** parameter filters (an extension condition): one of the values of every parameter named; only
   *  listByParameters (filtered-listing.ts, on the in-memory facet index) reads them */
  parameters?: FacetSelection;
}

/** ORDER BY for a contract ordering, with product.id as tie-breaker so pages never overlap. */
export function orderClause(order: ListingOrder): SQL[] {
  const direction = order.direction === 'ASC' ? asc : desc;
  const primary = direction(ORDER_COLUMNS[order.field]);
  return order.field === 'product.id' ? [primary] : [primary, direction(products.id)];
}

// LIKE wildcards in a path must match literally (slugs are [a-z0-9-], but the column does not enforce it).
function likePrefix(path: string): string {
  return `${path.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
}

/** The ids of a category and its descendants: `path = p OR path LIKE 'p/%'` runs on the path indexes. */
export function subtreeCategoryIds(categoryPath: string): SQL {
  const where = or(eq(categories.path, categoryPath), like(categories.path, likePrefix(categoryPath)));
  return sql`(SELECT ${categories.id} FROM ${categories} WHERE ${where})`;
}

/** Active products of the category subtree, in stock when asked (parameter filters: filtered-listing.ts). */
function whereOf(filter: ListingFilter): SQL | undefined {
  return and(eq(products.active, true), sql`${products.categoryId} IN ${subtreeCategoryIds(filter.categoryPath)}`, filter.inStock ? gt(products.stock, 0) : undefined);
}

/** The two queries of a listing page, unawaited: its rows and the count (also what `npm run bench` EXPLAINs). */
export function listingQueries(db: Db, filter: ListingFilter, paging: Paging) {
  const where = whereOf(filter);
  return {
    rows: db
      .select(listColumns)
      .from(products)
      .where(where)
      .orderBy(...orderClause(filter.order))
      .limit(paging.limit)
      .offset(paging.offset),
    total: db.select({ total: count() }).from(products).where(where),
  };
}

/**
 * One page of a category listing without parameter filters and the number of products it matches;
 * the number is counted once per catalogue change (listing-totals.ts), the page's rows every time.
 */
export async function listProducts(db: Db, filter: ListingFilter, paging: Paging): Promise<{ rows: ListRow[]; total: number }> {
  const queries = listingQueries(db, filter, paging);
  const [rows, total] = await Promise.all([
    queries.rows,
    keptListingTotal(db, filter, async () => (await queries.total)[0]?.total ?? 0),
  ]);
  return { rows, total };
}

/** The category's path by id, or null when there is no such category. */
export async function categoryPathById(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ path: categories.path }).from(categories).where(eq(categories.id, id)).limit(1);
  return row?.path ?? null;
}
