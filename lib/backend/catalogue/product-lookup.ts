import 'server-only';
import { sql } from 'drizzle-orm';
import type { LookupProduct, LookupResult } from '@/lib/api/schemas/product-lookup';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { priceFields } from './pricing';

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
  price_cents: number;
  base_price_cents: number;
  discount: number;
  src: string | null;
  caption: string | null;
}

// The codes travel as one JSON parameter (the same on both drivers), numbered from 1 in SQL.
const codeList = (codes: readonly string[]) => sql`json_array_elements_text(${JSON.stringify(codes)}::json) WITH ORDINALITY AS q(code, i)`;

/**
 * Active products whose code equals one of `codes` but for case and accents (spaces and dashes as
 * written), in one query: the squeezed key finds the candidates on the `code_key` index, the
 * unaccented lower-case code decides. Each with its cover image.
 */
async function exactMatches(db: Db, codes: readonly string[]): Promise<MatchRow[]> {
  return queryRows<MatchRow>(
    db,
    sql`SELECT q.i::int AS i, p.id, p.code, p.name, p.slug, p.stock, p.unit_of_measure, p.price_cents, p.base_price_cents, p.discount, img.src, img.caption
        FROM ${codeList(codes)}
        JOIN product_search ps ON ps.code_key = search_compact(q.code) AND ps.active
        JOIN products p ON p.id = ps.product_id AND lower(f_unaccent(p.code)) = lower(f_unaccent(q.code))
        LEFT JOIN LATERAL (
          SELECT pi.src, pi.caption FROM product_images pi WHERE pi.product_id = p.id
          ORDER BY pi.cover DESC, pi.position, pi.id LIMIT 1) img ON true
        ORDER BY q.i, p.code, p.id`,
  );
}

/**
 * Up to three catalogue codes close to each of `codes`, best first, in one query. Candidates come
 * from the trigram indexes of `product_search` by word similarity (pg_trgm's `<%`, threshold 0.6):
 * the code's words within the product's words ('ds 2cd2043g2 i 29' ~ 'ds 2cd2043g2 i 28', also for
 * short codes like 'sp4009'), or the squeezed code within the squeezed text; and the code written
 * with other dashes or spaces ('CA10P' for 'CA-10-P', the same `code_key`). Ranked by the
 * similarity of the squeezed codes themselves.
 */
async function suggestions(db: Db, codes: readonly string[]): Promise<Map<number, string[]>> {
  const byIndex = new Map<number, string[]>();
  if (codes.length === 0) return byIndex;
  const rows = await queryRows<{ i: number; code: string }>(
    db,
    sql`SELECT q.i::int AS i, s.code
        FROM ${codeList(codes)}
        CROSS JOIN LATERAL (
          SELECT p.code, similarity(ps.code_key, search_compact(q.code)) AS score
          FROM product_search ps JOIN products p ON p.id = ps.product_id
          WHERE ps.active AND length(search_compact(q.code)) >= ${SUGGEST_MIN_KEY}
            AND (ps.code_key = search_compact(q.code) OR btrim(search_words(q.code)) <% ps.words OR search_compact(q.code) <% ps.compact)
          ORDER BY score DESC, p.code LIMIT ${MAX_SUGGESTIONS}) s
        ORDER BY q.i, s.score DESC, s.code`,
  );
  for (const row of rows) byIndex.set(row.i, [...(byIndex.get(row.i) ?? []), row.code]);
  return byIndex;
}

function toLookupProduct(row: MatchRow): LookupProduct {
  const prices = priceFields({ priceCents: row.price_cents, basePriceCents: row.base_price_cents, discount: row.discount }, true);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    url: { url: row.slug },
    image: row.src === null ? null : { src: row.src, caption: row.caption ?? '' },
    stock: row.stock,
    unit_of_measure: row.unit_of_measure,
    price_exc_vat: prices.price_exc_vat,
  };
}

/** What each of `codes` names, in their order: two queries whatever their number (exact matches, then suggestions for the rest). */
export async function lookupCodes(db: Db, codes: readonly string[]): Promise<LookupResult[]> {
  if (codes.length === 0) return [];
  const matches = new Map<number, LookupProduct[]>();
  for (const row of await exactMatches(db, codes)) matches.set(row.i, [...(matches.get(row.i) ?? []), toLookupProduct(row)]);
  const unknown = codes.flatMap((code, index) => (matches.has(index + 1) ? [] : [{ code, index }]));
  const close = await suggestions(db, unknown.map((u) => u.code));
  const closeOf = new Map(unknown.map((u, n) => [u.index, close.get(n + 1) ?? []]));
  return codes.map((code, index) => {
    const found = matches.get(index + 1) ?? [];
    if (found.length === 0) return { code, status: 'unknown', products: [], suggestions: closeOf.get(index) ?? [] };
    if (found.length > 1) return { code, status: 'ambiguous', products: found.slice(0, MAX_AMBIGUOUS), suggestions: [] };
    return { code, status: 'matched', products: found, suggestions: [] };
  });
}
