import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { FacetSelection } from '@/lib/catalogue/facet-selection';
import { queryRows } from '../db/client';
import type { Db } from '../db/client';
import { pickFacets, type FacetCountRow, type FacetLabelRow, type Facets } from './facet-picking';
import { subtreeCategoryIds } from './product-listing';

export interface FacetQuery {
  /** the category's own path; its descendants' products count too */
  categoryPath: string;
  inStock: boolean;
  selection: FacetSelection;
}

/**
 * Per product: which selected parameters it satisfies, as bits (parameter i of the selection is
 * bit 2^i). A product passes the selection when all bits are set; the counts of one parameter's
 * values ignore that parameter's own bit (OR within a parameter, AND across).
 */
function maskCase(selection: FacetSelection, column: SQL): SQL {
  const branches = Object.entries(selection).map(
    ([key, values], i) => sql`WHEN ${column}.name_key = ${key} AND ${column}.value_key = ANY(${sql.param(values)}::text[]) THEN ${1 << i}`,
  );
  return sql`CASE ${sql.join(branches, sql` `)} ELSE 0 END`;
}

function ownBit(selection: FacetSelection): SQL {
  const branches = Object.keys(selection).map((key, i) => sql`WHEN ${key} THEN ${1 << i}`);
  return branches.length ? sql`CASE r.name_key ${sql.join(branches, sql` `)} ELSE 0 END` : sql`0`;
}

/**
 * One pass over the parameter keys of the subtree's active products (index-only scans: products
 * by category, then product_parameters_product_keys_idx): per value, how many products carry it
 * (`present`, what decides which parameters are offered) and how many would remain with it given
 * the other parameters' selections and the stock condition (`hits`). Plus the products in all.
 */
async function countRows(db: Db, query: FacetQuery): Promise<{ rows: FacetCountRow[]; products: number; matching: number }> {
  const { selection } = query;
  const keys = Object.keys(selection);
  const full = (1 << keys.length) - 1;
  const stock = query.inStock ? sql`p.stock > 0` : sql`true`;
  const masks = keys.length
    ? sql`, masks AS (SELECT r.product_id, bit_or(${maskCase(selection, sql`r`)}) AS mask FROM rows r WHERE r.name_key = ANY(${sql.param(keys)}::text[]) GROUP BY r.product_id)`
    : sql`, masks AS (SELECT NULL::int AS product_id, 0 AS mask WHERE false)`;
  const cte = sql`WITH prods AS MATERIALIZED (
      SELECT id, stock FROM products WHERE active AND category_id IN ${subtreeCategoryIds(query.categoryPath)}
    ), rows AS MATERIALIZED (
      SELECT pp.product_id, pp.name_key, pp.value_key FROM prods p JOIN product_parameters pp ON pp.product_id = p.id
      WHERE pp.name_key <> '' AND pp.value_key <> ''
    )${masks}`;
  const [rows, totals] = await Promise.all([
    queryRows<FacetCountRow>(
      db,
      sql`${cte} SELECT r.name_key AS "nameKey", r.value_key AS "valueKey", count(*)::int AS present,
        count(*) FILTER (WHERE ${stock} AND (coalesce(m.mask, 0) | ${ownBit(selection)}) = ${full})::int AS hits
        FROM rows r JOIN prods p ON p.id = r.product_id LEFT JOIN masks m ON m.product_id = r.product_id
        GROUP BY r.name_key, r.value_key`,
    ),
    queryRows<{ products: number; matching: number }>(
      db,
      sql`${cte} SELECT count(*)::int AS products, count(*) FILTER (WHERE ${stock} AND coalesce(m.mask, 0) = ${full})::int AS matching
        FROM prods p LEFT JOIN masks m ON m.product_id = p.id`,
    ),
  ]);
  return { rows, products: totals[0]?.products ?? 0, matching: totals[0]?.matching ?? 0 };
}

/** Names and labels of the offered values: one row per key pair, each an index probe. */
async function labelRows(db: Db, pairs: ReadonlyArray<readonly [string, string]>): Promise<FacetLabelRow[]> {
  if (pairs.length === 0) return [];
  return queryRows<FacetLabelRow>(
    db,
    sql`SELECT k.name_key AS "nameKey", k.value_key AS "valueKey", x.name, x.value, x.unit, x.position
      FROM unnest(${sql.param(pairs.map((p) => p[0]))}::text[], ${sql.param(pairs.map((p) => p[1]))}::text[]) AS k(name_key, value_key)
      CROSS JOIN LATERAL (
        SELECT name, value, unit, position FROM product_parameters
        WHERE name_key = k.name_key AND value_key = k.value_key ORDER BY product_id LIMIT 1
      ) x`,
  );
}

/**
 * The filters a category offers with their counts for a selection, and the selection as applied
 * (keys the category does not offer are dropped, so a stale link still shows products).
 */
export async function categoryFacets(db: Db, query: FacetQuery): Promise<Facets & { selection: FacetSelection }> {
  let counted = await countRows(db, query);
  let picked = pickFacets(counted.rows, counted.products, query.selection);
  if (Object.keys(picked.selection).join() !== Object.keys(query.selection).join() || picked.droppedValues) {
    // the selection named something not offered: count again with what is left of it
    counted = await countRows(db, { ...query, selection: picked.selection });
    picked = pickFacets(counted.rows, counted.products, picked.selection);
  }
  const labels = await labelRows(db, picked.pairs);
  return { ...picked.build(labels), count: counted.matching, selection: picked.selection };
}
