import 'server-only';
import { sql } from 'drizzle-orm';
import type { FacetSelection } from '@/lib/contract/rules/facet-selection';
import { queryRows } from '../db/client';
import type { Db } from '../db/client';
import { pickFacets, type FacetCountRow, type FacetLabelRow, type Facets } from './facet-picking';
import { postingsOf } from './facet-match';
import { inStockPositions, subtreeRows, type CatalogueVersions, type SubtreeRows } from './facet-rows';

export interface FacetQuery {
  /** the category's own path; its descendants' products count too */
  categoryPath: string;
  inStock: boolean;
  selection: FacetSelection;
}

/**
 * Per value: how many of the subtree's products carry it (`present`, what decides which parameters
 * are offered) and how many would remain with it given the other parameters' selections and the
 * stock condition (`hits`); plus the products in all and those the whole selection leaves. A
 * product's selected parameters are bits of a mask (parameter i is 2^i): it passes when all bits
 * are set, and a value's count ignores its own parameter's bit (OR within a parameter, AND across).
 */
function countRows(rows: SubtreeRows, stocked: Uint8Array | null, selection: FacetSelection): { rows: FacetCountRow[]; products: number; matching: number } {
  // bits by name and value id in typed arrays: the loop below runs once per parameter row
  const nameBit = new Uint32Array(rows.names.length);
  const valueBit = new Uint32Array(rows.values.length);
  const postings = postingsOf(rows);
  const mask = new Uint32Array(rows.productIds.length);
  Object.entries(selection).forEach(([key, values], i) => {
    const nameId = rows.names.indexOf(key);
    if (nameId >= 0) nameBit[nameId] = 1 << i;
    for (const value of values) {
      const valueId = rows.valueIds.get(`${key}\u0000${value}`);
      if (valueId === undefined) continue;
      valueBit[valueId] = 1 << i;
      for (const p of postings[valueId]!) mask[p]! |= 1 << i;
    }
  });
  const full = (1 << Object.keys(selection).length) - 1;
  const present = new Int32Array(rows.values.length);
  const hits = new Int32Array(rows.values.length);
  for (let r = 0; r < rows.value.length; r++) {
    const p = rows.product[r]!;
    const v = rows.value[r]!;
    present[v]! += 1;
    if ((stocked === null || stocked[p] === 1) && (mask[p]! | nameBit[rows.name[r]!]!) >>> 0 === full) hits[v]! += 1;
  }
  let matching = 0;
  for (let p = 0; p < mask.length; p++) if ((stocked === null || stocked[p] === 1) && mask[p] === full) matching += 1;
  const out: FacetCountRow[] = [];
  for (let v = 0; v < rows.values.length; v++) {
    if (present[v]! > 0) out.push({ nameKey: rows.names[rows.valueName[v]!]!, valueKey: rows.valueKeys[v]!, present: present[v]!, hits: hits[v]! });
  }
  return { rows: out, products: rows.productIds.length, matching };
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
export async function categoryFacets(db: Db, query: FacetQuery, versions: CatalogueVersions): Promise<Facets & { selection: FacetSelection }> {
  const rows = await subtreeRows(db, query.categoryPath, versions);
  const stocked = query.inStock ? await inStockPositions(db, query.categoryPath, rows, versions) : null;
  let counted = countRows(rows, stocked, query.selection);
  let picked = pickFacets(counted.rows, counted.products, query.selection);
  if (Object.keys(picked.selection).join() !== Object.keys(query.selection).join() || picked.droppedValues) {
    // the selection named something not offered: count again with what is left of it
    counted = countRows(rows, stocked, picked.selection);
    picked = pickFacets(counted.rows, counted.products, picked.selection);
  }
  const missing = picked.pairs.filter(([n, v]) => !rows.labels.has(`${n}:${v}`));
  for (const label of await labelRows(db, missing)) rows.labels.set(`${label.nameKey}:${label.valueKey}`, label);
  const labels = picked.pairs.flatMap(([n, v]) => rows.labels.get(`${n}:${v}`) ?? []);
  return { ...picked.build(labels), count: counted.matching, selection: picked.selection };
}
