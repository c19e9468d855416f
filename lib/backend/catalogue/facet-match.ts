import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { FacetSelection } from '@/lib/contract/rules/facet-selection';
import type { OrderField } from '@/lib/contract/schemas/requests/listing';
import { queryRows, type Db } from '../db/client';
import { forgetSubtree, positionOf, type CatalogueVersions, type SubtreeRows } from './facet-rows';
import { subtreeCategoryIds, type ListingOrder } from './product-listing';

/** Per value id, the positions of the products carrying it, ascending: built once per subtree. */
export function postingsOf(rows: SubtreeRows): Int32Array[] {
  if (rows.postings) return rows.postings;
  const sizes = new Int32Array(rows.values.length);
  for (let r = 0; r < rows.value.length; r++) sizes[rows.value[r]!]! += 1;
  const postings = Array.from(sizes, (size) => new Int32Array(size));
  const filled = new Int32Array(rows.values.length);
  for (let r = 0; r < rows.value.length; r++) {
    const v = rows.value[r]!;
    postings[v]![filled[v]!++] = rows.product[r]!;
  }
  rows.postings = postings;
  return postings;
}

/**
 * Which products (by position) carry one of the chosen values of every parameter named (OR within
 * a parameter, AND across): a product's counter reaches k + 1 on the k-th parameter only from k,
 * so a product carrying two values of one parameter still counts once. A key the subtree does not
 * have leaves nothing, as a condition nobody meets.
 */
export function selectedFlags(rows: SubtreeRows, selection: FacetSelection): Uint8Array {
  const postings = postingsOf(rows);
  const passed = new Uint8Array(rows.productIds.length);
  let k = 0;
  for (const [key, values] of Object.entries(selection)) {
    for (const value of values) {
      const id = rows.valueIds.get(`${key}\u0000${value}`);
      if (id === undefined) continue;
      for (const p of postings[id]!) if (passed[p] === k) passed[p] = k + 1;
    }
    k += 1;
  }
  if (k !== 1) for (let p = 0; p < passed.length; p++) passed[p] = passed[p] === k ? 1 : 0;
  return passed;
}

// Keys looked up here, never interpolated; the same columns as product-listing's ORDER_COLUMNS.
const ORDER_KEYS: Record<Exclude<OrderField, 'product.id'>, SQL> = {
  'product.name': sql`name_sort_key`,
  'product.price_exc_vat': sql`price_cents`,
  'product.code': sql`code`,
};

/**
 * The subtree's positions in ascending order of a listing column, id as tie-breaker (descending is
 * the same list backwards), read once per catalogue shape (the triggers of migration 0010 bump it on
 * a change of name or code) and, for the price order, per prices counter (migration 0012). `null`
 * for the id order: positions are already in it.
 */
async function orderOf(db: Db, categoryPath: string, rows: SubtreeRows, field: OrderField, versions: CatalogueVersions): Promise<Int32Array | null> {
  if (field === 'product.id') return null;
  const kept = rows.orders.get(field);
  if (kept && (field !== 'product.price_exc_vat' || kept.prices === versions.prices)) return kept.order;
  const ids = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM products WHERE active AND category_id IN ${subtreeCategoryIds(categoryPath)} ORDER BY ${ORDER_KEYS[field]}, id`,
  );
  const order = new Int32Array(rows.productIds.length).fill(-1);
  let n = 0;
  for (const { id } of ids) {
    const p = positionOf(rows.productIds, id);
    if (p >= 0 && n < order.length) order[n++] = p;
  }
  if (n === order.length && ids.length === n) rows.orders.set(field, { prices: versions.prices, order });
  // the catalogue changed since the rows were read: use what matched now, read afresh next call
  else forgetSubtree(db, categoryPath);
  return order.subarray(0, n);
}

/**
 * Product ids of one page (in listing order) among the positions `passes` lets through (every one
 * when null: then the page is read straight off the order and the count is the subtree's size),
 * and how many pass.
 */
export async function pageOfPositions(
  db: Db,
  categoryPath: string,
  rows: SubtreeRows,
  passes: ((p: number) => boolean) | null,
  order: ListingOrder,
  paging: { limit: number; offset: number },
  versions: CatalogueVersions,
): Promise<{ ids: number[]; total: number }> {
  const sorted = await orderOf(db, categoryPath, rows, order.field, versions);
  const n = sorted ? sorted.length : rows.productIds.length;
  const positionAt = (i: number) => {
    const at = order.direction === 'ASC' ? i : n - 1 - i;
    return sorted ? sorted[at]! : at;
  };
  const ids: number[] = [];
  if (passes === null) {
    for (let i = paging.offset; i < n && ids.length < paging.limit; i++) ids.push(rows.productIds[positionAt(i)]!);
    return { ids, total: n };
  }
  let total = 0;
  for (let i = 0; i < n; i++) {
    const p = positionAt(i);
    if (!passes(p)) continue;
    if (total >= paging.offset && ids.length < paging.limit) ids.push(rows.productIds[p]!);
    total += 1;
  }
  return { ids, total };
}
