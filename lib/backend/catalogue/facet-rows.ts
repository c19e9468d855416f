import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { FacetLabelRow } from './facet-picking';
import { subtreeCategoryIds } from './product-listing';

/**
 * The parameter keys of a category subtree's active products, kept in memory per subtree: counting
 * facets in SQL reads every parameter row of the subtree on each call (about 150 ms of PGlite CPU
 * for a product line of 100 000 products), in memory the same count is a loop of a few ms. Kept
 * while the catalogue's shape is unchanged (`shapeOf`: newest product and parameter ids, inactive
 * products) and at most SHAPE_TTL_MS, so another instance's catalogue import is seen within it.
 * Stock is never kept: "in stock only" reads it fresh for every call.
 */
export interface SubtreeRows {
  /** product ids, ascending; rows point into this list */
  productIds: Int32Array;
  /** per row: index into productIds, and the interned name and value key */
  product: Int32Array;
  name: Int32Array;
  value: Int32Array;
  names: string[];
  values: string[];
  /** labels of the values shown so far ("nameKey:valueKey" → name, value, unit), read once */
  labels: Map<string, FacetLabelRow>;
}

const SHAPE_TTL_MS = 10 * 60_000;
const MAX_SUBTREES = 256;
const cache = new Map<string, { shape: string; at: number; rows: SubtreeRows }>();

/** What changes when products or parameters are added or products are switched off: three index reads. */
async function shapeOf(db: Db): Promise<string> {
  const [row] = await queryRows<{ p: number | null; pp: number | null; off: number }>(
    db,
    sql`SELECT (SELECT max(id) FROM products) AS p, (SELECT max(id) FROM product_parameters) AS pp, (SELECT count(*)::int FROM products WHERE NOT active) AS off`,
  );
  return `${row?.p}:${row?.pp}:${row?.off}`;
}

function intern(list: string[], index: Map<string, number>, key: string): number {
  let id = index.get(key);
  if (id === undefined) {
    id = list.length;
    list.push(key);
    index.set(key, id);
  }
  return id;
}

/** One index-only read of the subtree's (product, name key, value key) triples. */
async function readRows(db: Db, categoryPath: string): Promise<SubtreeRows> {
  const ids = await queryRows<{ id: number }>(db, sql`SELECT id FROM products WHERE active AND category_id IN ${subtreeCategoryIds(categoryPath)} ORDER BY id`);
  const triples = await queryRows<{ p: number; n: string; v: string }>(
    db,
    sql`SELECT pp.product_id AS p, pp.name_key AS n, pp.value_key AS v
      FROM products p JOIN product_parameters pp ON pp.product_id = p.id
      WHERE p.active AND p.category_id IN ${subtreeCategoryIds(categoryPath)} AND pp.name_key <> '' AND pp.value_key <> ''`,
  );
  const productIds = Int32Array.from(ids, (r) => r.id);
  const position = new Map<number, number>();
  productIds.forEach((id, i) => position.set(id, i));
  const names: string[] = [];
  const values: string[] = [];
  const nameIndex = new Map<string, number>();
  const valueIndex = new Map<string, number>();
  const rows = triples.filter((t) => position.has(t.p));
  const out: SubtreeRows = { productIds, product: new Int32Array(rows.length), name: new Int32Array(rows.length), value: new Int32Array(rows.length), names, values, labels: new Map() };
  rows.forEach((t, i) => {
    out.product[i] = position.get(t.p)!;
    out.name[i] = intern(names, nameIndex, t.n);
    out.value[i] = intern(values, valueIndex, `${t.n}\u0000${t.v}`);
  });
  return out;
}

/** The subtree's rows, from memory when the catalogue's shape is unchanged. */
export async function subtreeRows(db: Db, categoryPath: string): Promise<SubtreeRows> {
  const shape = await shapeOf(db);
  const kept = cache.get(categoryPath);
  if (kept && kept.shape === shape && Date.now() - kept.at < SHAPE_TTL_MS) {
    // most recently used last, so the oldest is the first to go
    cache.delete(categoryPath);
    cache.set(categoryPath, kept);
    return kept.rows;
  }
  const rows = await readRows(db, categoryPath);
  cache.set(categoryPath, { shape, at: Date.now(), rows });
  while (cache.size > MAX_SUBTREES) cache.delete(cache.keys().next().value!);
  return rows;
}

/**
 * Flags (by position in productIds) of the subtree's products with stock > 0, read now. Asks for
 * the sold-out ones, usually the fewer, as one array: a row per product costs PGlite more than the count.
 */
export async function inStockPositions(db: Db, categoryPath: string, rows: SubtreeRows): Promise<Uint8Array> {
  const [soldOut] = await queryRows<{ ids: number[] | null }>(
    db,
    sql`SELECT array_agg(id) AS ids FROM products WHERE active AND stock <= 0 AND category_id IN ${subtreeCategoryIds(categoryPath)}`,
  );
  const flags = new Uint8Array(rows.productIds.length).fill(1);
  for (const id of soldOut?.ids ?? []) {
    const i = binarySearch(rows.productIds, id);
    if (i >= 0) flags[i] = 0;
  }
  return flags;
}

function binarySearch(sorted: Int32Array, id: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = sorted[mid]!;
    if (at === id) return mid;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
