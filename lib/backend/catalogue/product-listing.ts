import 'server-only';
import { asc, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { FacetSelection } from '@/lib/contract/rules/facet-selection';
import type { OrderDirection, OrderField } from '@/lib/contract/schemas/requests/listing';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';
import type { CatalogueVersions } from './facet-rows';
import { KeptByVersion } from './kept-by-version';

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
  /** parameter filters (an extension condition): one of the values of every parameter named */
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

const paths = new KeptByVersion<Map<number, string>>(1);

/**
 * The category's path by id, or null when there is no such category: from every category's path
 * (a few hundred rows) kept until the shape counter moves (the categories' trigger moves it), so
 * a listing call does not spend a statement on it.
 */
export async function categoryPathById(db: Db, id: number, versions: CatalogueVersions): Promise<string | null> {
  const byId = await paths.get(db, 'paths', versions.shape, async () => {
    const rows = await db.select({ id: categories.id, path: categories.path }).from(categories);
    return new Map(rows.map((row) => [row.id, row.path]));
  });
  return byId.get(id) ?? null;
}
