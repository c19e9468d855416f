import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { FacetLabelRow } from './facet-picking';
import { KeptByVersion } from './kept-by-version';
import { subtreeCategoryIds } from './product-listing';

/**
 * The parameter keys of a category subtree's active products, kept in memory per subtree: counting
 * facets or filtering a listing in SQL reads every parameter row of the subtree on each call; in
 * memory it is a short loop (docs/performance.md has both at 100 000 products).
 * Fresh by the change counters of catalogue_versions (migration 0010, bumped by triggers on every
 * writer, any instance): one row read per call. Read before the data, so a write committed in
 * between only makes the next call read again.
 */
export interface SubtreeRows {
  /** the shape counter these rows were read at */
  shape: number;
  /** product ids, ascending; rows point into this list */
  productIds: Int32Array;
  /** per row: index into productIds, and the interned name and value key */
  product: Int32Array;
  name: Int32Array;
  value: Int32Array;
  names: string[];
  /** "nameKey\u0000valueKey" per value id, and the way back */
  values: string[];
  valueIds: Map<string, number>;
  /** per value id: its name id and its own key */
  valueName: number[];
  valueKeys: string[];
  /** labels of the values shown so far ("nameKey:valueKey" → name, value, unit), read once */
  labels: Map<string, FacetLabelRow>;
  /** built on first use (facet-match.ts): per value id, the positions of the products carrying it */
  postings?: Int32Array[];
  /** built on first use (facet-match.ts): positions in ascending order of a listing column, at the prices counter read with it */
  orders: Map<string, { prices: number; order: Int32Array }>;
  /** products with stock > 0 (by position) at the stock counter `version` */
  stocked?: { version: number; flags: Uint8Array };
}

/** The change counters of catalogue_versions (migrations 0010, 0012). */
export interface CatalogueVersions {
  shape: number;
  stock: number;
  prices: number;
}

/** The SQL columns of the counters (one primary-key row), read alone or beside another question. */
export const VERSION_COLUMNS = sql`v.shape AS "vShape", v.stock AS "vStock", v.prices AS "vPrices"`;
export type VersionRow = Record<'vShape' | 'vStock' | 'vPrices', string | number>;
export const versionsOf = (row: VersionRow | undefined): CatalogueVersions => ({
  shape: Number(row?.vShape ?? 0),
  stock: Number(row?.vStock ?? 0),
  prices: Number(row?.vPrices ?? 0),
});

const kept = new KeptByVersion<SubtreeRows>(256);

/** The change counters: one primary-key row. */
export async function catalogueVersions(db: Db): Promise<CatalogueVersions> {
  const [row] = await queryRows<VersionRow>(db, sql`SELECT ${VERSION_COLUMNS} FROM catalogue_versions v WHERE v.id = 1`);
  return versionsOf(row);
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
async function readRows(db: Db, categoryPath: string, shape: number): Promise<SubtreeRows> {
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
  const valueIds = new Map<string, number>();
  const rows = triples.filter((t) => position.has(t.p));
  const n = rows.length;
  const out: SubtreeRows = {
    shape,
    productIds,
    product: new Int32Array(n),
    name: new Int32Array(n),
    value: new Int32Array(n),
    names,
    values,
    valueIds,
    valueName: [],
    valueKeys: [],
    labels: new Map(),
    orders: new Map(),
  };
  rows.forEach((t, i) => {
    out.product[i] = position.get(t.p)!;
    out.name[i] = intern(names, nameIndex, t.n);
    const value = intern(values, valueIds, `${t.n}\u0000${t.v}`);
    out.value[i] = value;
    out.valueName[value] = out.name[i]!;
    out.valueKeys[value] = t.v;
  });
  return out;
}

/** The subtree's rows, from memory while the catalogue's shape counter is unchanged. */
export function subtreeRows(db: Db, categoryPath: string, versions: CatalogueVersions): Promise<SubtreeRows> {
  return kept.get(db, categoryPath, versions.shape, () => readRows(db, categoryPath, versions.shape));
}

/** Forgets a subtree's rows (facet-match.ts, when a lazily read order shows a newer catalogue). */
export function forgetSubtree(db: Db, categoryPath: string): void {
  kept.forget(db, categoryPath);
}

/**
 * Flags (by position in productIds) of the subtree's products with stock > 0, kept while the stock
 * counter is unchanged. Asks for the sold-out ones, usually the fewer, as one array: a row per
 * product costs PGlite more than the count.
 */
export async function inStockPositions(db: Db, categoryPath: string, rows: SubtreeRows, versions: CatalogueVersions): Promise<Uint8Array> {
  if (rows.stocked?.version === versions.stock) return rows.stocked.flags;
  const [soldOut] = await queryRows<{ ids: number[] | null }>(
    db,
    sql`SELECT array_agg(id) AS ids FROM products WHERE active AND stock <= 0 AND category_id IN ${subtreeCategoryIds(categoryPath)}`,
  );
  const flags = new Uint8Array(rows.productIds.length).fill(1);
  for (const id of soldOut?.ids ?? []) {
    const i = positionOf(rows.productIds, id);
    if (i >= 0) flags[i] = 0;
  }
  rows.stocked = { version: versions.stock, flags };
  return flags;
}

/** The position of a product id in the ascending list, or -1. */
export function positionOf(sorted: Int32Array, id: number): number {
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
