import 'server-only';
import { sql } from 'drizzle-orm';
import type { LookupProduct, LookupResult } from '@/lib/contract/schemas/product-lookup';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { companyPriceJoin, priceListOfCustomer, productOf } from '../pricing/company-price';
import { priceFields } from '../pricing/money';

/** Close codes offered for an unknown one. */
const MAX_SUGGESTIONS = 3;
/** Products an ambiguous code lists (the customer then types the exact code). */
const MAX_AMBIGUOUS = 5;
/** Squeezed codes shorter than this have too few trigrams for a useful suggestion. */
const SUGGEST_MIN_KEY = 3;

interface MatchRow {
  i: number;
  id: number;
  code: string;
  name: string;
  slug: string;
  stock: number;
  unit_of_measure: string;
  pack_size: number;
  min_quantity: number;
  price_cents: number;
  base_price_cents: number;
  discount: number;
  company_cents: number;
  src: string | null;
  caption: string | null;
}

// The codes travel as one JSON parameter (the same on both drivers), numbered from 1 in SQL.
const codeList = (codes: readonly string[]) => sql`json_array_elements_text(${JSON.stringify(codes)}::json) WITH ORDINALITY AS q(code, i)`;

/**
 * Active products whose code equals one of `codes` but for case and accents (spaces and dashes as
 * written), or whose EAN it is (decisions/065), in one query: the squeezed key finds the candidates
 * on the `code_key` index, the unaccented lower-case code decides; the EAN on its unique index. Each with its cover image and the company's price of the
 * customer `customerId` (lib/backend/pricing).
 */
async function exactMatches(db: Db, customerId: number, codes: readonly string[]): Promise<MatchRow[]> {
  return queryRows<MatchRow>(
    db,
    sql`SELECT q.i::int AS i, p.id, p.code, p.name, p.slug, p.stock, p.unit_of_measure, p.price_cents, p.base_price_cents, p.discount,
          cp.cents AS company_cents, img.src, img.caption, p.pack_size, p.min_quantity
        FROM ${codeList(codes)}
        JOIN LATERAL (
          SELECT ps.product_id AS id FROM product_search ps JOIN products c ON c.id = ps.product_id
          WHERE ps.code_key = search_compact(q.code) AND ps.active AND lower(f_unaccent(c.code)) = lower(f_unaccent(q.code))
          UNION
          SELECT e.id FROM products e WHERE e.ean = btrim(q.code) AND e.active) hit ON true
        JOIN products p ON p.id = hit.id
        ${companyPriceJoin(productOf('p'), priceListOfCustomer(customerId), 'cp')}
        LEFT JOIN LATERAL (
          SELECT pi.src, pi.caption FROM product_images pi WHERE pi.product_id = p.id
          ORDER BY pi.cover DESC, pi.position, pi.id LIMIT 1) img ON true
        ORDER BY q.i, p.code, p.id`,
  );
}

/** Unknown codes of one call that get trigram candidates (the costly part); the rest get those of the code's first half only. */
const TRIGRAM_SUGGESTIONS = 40;

/**
 * Up to three catalogue codes close to each of `codes`, best first, in one query of two parts:
 * 1. codes that start like it (the first half of its squeezed form, at least 3 characters, on the
 *    `code_key` pattern index: a typo at the end, 'sp4009' → 'sp4000') or equal it written with
 *    other dashes or spaces ('CA10P' → 'CA-10-P');
 * 2. for the first 40 unknown codes of a call, codes found by trigram word similarity of the
 *    squeezed code within a product's squeezed search text (pg_trgm `<%` on the trigram index of
 *    `product_search.compact`: a typo anywhere). It costs tens of ms a code at 100 000 products,
 *    so a pasted list of hundreds of foreign codes stays within the 2 s budget.
 * Each part ranked by the trigram similarity of the squeezed codes; merged and cut to three here.
 */
async function suggestions(db: Db, codes: readonly string[]): Promise<Map<number, string[]>> {
  const byIndex = new Map<number, string[]>();
  if (codes.length === 0) return byIndex;
  const key = sql`search_compact(q.code)`;
  const candidates = (where: ReturnType<typeof sql>) => sql`
    CROSS JOIN LATERAL (
      SELECT p.code, similarity(ps.code_key, ${key}) AS score
      FROM product_search ps JOIN products p ON p.id = ps.product_id
      WHERE ps.active AND length(${key}) >= ${SUGGEST_MIN_KEY} AND ${where}
      ORDER BY score DESC, p.code LIMIT ${MAX_SUGGESTIONS}) s`;
  const prefix = sql`left(${key}, greatest(${SUGGEST_MIN_KEY}, (length(${key}) + 1) / 2))`;
  const rows = await queryRows<{ i: number; code: string; score: number }>(
    db,
    sql`SELECT q.i::int AS i, s.code, s.score FROM ${codeList(codes)}
          ${candidates(sql`(ps.code_key = ${key} OR (ps.code_key ~>=~ ${prefix} AND ps.code_key ~<~ (${prefix} || '{')))`)}
        UNION ALL
        SELECT q.i::int AS i, s.code, s.score FROM ${codeList(codes)}
          ${candidates(sql`${key} <% ps.compact`)}
          WHERE q.i <= ${TRIGRAM_SUGGESTIONS}
        ORDER BY i, score DESC, code`,
  );
  for (const row of rows) {
    const list = byIndex.get(row.i) ?? [];
    if (list.length < MAX_SUGGESTIONS && !list.includes(row.code)) list.push(row.code);
    byIndex.set(row.i, list);
  }
  return byIndex;
}

function toLookupProduct(row: MatchRow): LookupProduct {
  const source = { priceCents: row.price_cents, basePriceCents: row.base_price_cents, discount: row.discount, companyPriceCents: row.company_cents };
  const prices = priceFields(source, true);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    url: { url: row.slug },
    image: row.src === null ? null : { src: row.src, caption: row.caption ?? '' },
    stock: row.stock,
    unit_of_measure: row.unit_of_measure,
    price_exc_vat: prices.price_exc_vat,
    pack_size: row.pack_size,
    min_quantity: row.min_quantity,
  };
}

/**
 * What each of `codes` names, in their order, priced for the customer `customerId`: two queries
 * whatever their number (exact matches, then suggestions for the rest).
 */
export async function lookupCodes(db: Db, customerId: number, codes: readonly string[]): Promise<LookupResult[]> {
  if (codes.length === 0) return [];
  const matches = new Map<number, LookupProduct[]>();
  for (const row of await exactMatches(db, customerId, codes)) matches.set(row.i, [...(matches.get(row.i) ?? []), toLookupProduct(row)]);
  const unknown = codes.flatMap((code, index) => (matches.has(index + 1) ? [] : [{ code, index }]));
  const close = await suggestions(
    db,
    unknown.map((u) => u.code),
  );
  const closeOf = new Map(unknown.map((u, n) => [u.index, close.get(n + 1) ?? []]));
  return codes.map((code, index) => {
    const found = matches.get(index + 1) ?? [];
    if (found.length === 0) return { code, status: 'unknown', products: [], suggestions: closeOf.get(index) ?? [] };
    if (found.length > 1) return { code, status: 'ambiguous', products: found.slice(0, MAX_AMBIGUOUS), suggestions: [] };
    return { code, status: 'matched', products: found, suggestions: [] };
  });
}
