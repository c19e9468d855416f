import { eq, sql, type SQL } from 'drizzle-orm';
import { getDb, queryRows } from '@/lib/backend/db/client';
import { products } from '@/lib/backend/db/schema';
import { catalogueVersions } from '@/lib/backend/catalogue/facet-rows';
import { familyKey } from '@/lib/backend/search/families';
import { productIndex } from '@/lib/backend/search/product-index';
import { looseNeedles, prefixNeedles, searchTerms, type Needle, type SearchTerms } from '@/lib/backend/search/terms';
import { demoCustomerCookie } from '../support/backend';
import { payListPrices } from '../support/list-prices';
import { addProduct, full, live } from './support';

// Products are matched and ranked on an in-memory index (lib/backend/search/product-index.ts,
// issue 24 latency; word families, category words and the head of a name: docs/decisions/062):
// these check it against the same question asked of product_search and categories in plain
// SQL, and that it follows renames, vendor changes and switching off at once.

const QUERIES = [
  'detektor pohybu',
  'pohybové detektory',
  'dvojdrôtový',
  'teplotný hlásič',
  'čítačka kariet',
  'hikvision kamera',
  'kamerovy',
  'kamera',
  'kamery',
  'KAMERA',
  'ip kamera',
  'kamera 4mp',
  'kamera 8mpx',
  '4 mm',
  '2,8 mm',
  'ds',
  'DS-2CD',
  'DS-2CD2143',
  'ds 2cd2',
  'hikvision',
  'hub 2',
  'hub2',
  'ajax hub',
  'detektory',
  'poe switch',
  'ir 30 m',
  'rj45',
  'utp',
  'siréna',
  'kontakty',
  'sp',
  '2n',
  'dome',
  'zdroj',
  'ustredna ajax',
];

/** Every stem of the products and of the categories, by family key: a family needle asks for any of its stems whole. */
async function stemsByFamily(): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ stem: string }>(
    await getDb(),
    sql`SELECT DISTINCT t.s AS stem FROM (
          SELECT unnest(string_to_array(btrim(stems), ' ')) AS s FROM product_search
          UNION SELECT unnest(string_to_array(btrim(search_stems(search_words(name || ' ' || slug))), ' ')) FROM categories) t
        WHERE t.s <> ''`,
  );
  const families = new Map<string, string[]>();
  for (const { stem } of rows) families.set(familyKey(stem), [...(families.get(familyKey(stem)) ?? []), stem]);
  return families;
}

type Columns = Record<'words' | 'stems' | 'compact', SQL>;
const own: Columns = { words: sql`s.words`, stems: sql`s.stems`, compact: sql`s.compact` };
// the product's category and those above it, without the product line (depth 0)
const context: Columns = { words: sql`coalesce(ctx.words, ' ')`, stems: sql`coalesce(ctx.stems, ' ')`, compact: sql`''` };

function like(columns: Columns, needle: Needle, families: Map<string, string[]>): SQL {
  if (needle.column !== 'families') return sql`${columns[needle.column]} LIKE ${`%${needle.text}%`}`;
  const stems = families.get(needle.text.trim()) ?? [];
  return stems.length === 0
    ? sql`false`
    : sql`(${sql.join(
        stems.map((stem) => sql`${columns.stems} LIKE ${`% ${stem} %`}`),
        sql` OR `,
      )})`;
}

/** Every word of the query passes one of its needles in one of the given columns. */
function everyWord(terms: SearchTerms, families: Map<string, string[]>, ways: Array<[Columns, typeof looseNeedles]>): SQL {
  const word = (i: number) => ways.flatMap(([columns, needles]) => needles(terms, i).map((needle) => like(columns, needle, families)));
  return sql.join(
    terms.words.map((_, i) => sql`(${sql.join(word(i), sql` OR `)})`),
    sql` AND `,
  );
}

/** The head score of product-ranks.ts from the row's words and stems: 2 per query word as typed or another form, 1 as another family member. */
function headScore(row: { words: string; stems: string }, terms: SearchTerms): number {
  const words = row.words.trim().split(' ');
  const stems = row.stems.trim().split(' ');
  const last = words.length - 1;
  const carries = (at: number, i: number) =>
    words[at]!.startsWith(terms.words[i]!) || stems[at] === terms.stems[i] ? 2 : familyKey(stems[at]!) === familyKey(terms.stems[i]!) ? 1 : 0;
  let score = 0;
  terms.words.forEach((_, i) => {
    if (carries(last, i) > 0) return;
    score += Math.max(0, ...words.slice(0, Math.min(3, last)).map((_word, at) => carries(at, i)));
  });
  return score;
}

/**
 * The ranked ids in plain SQL: exact code, code prefix, every word starting a word (or another form
 * or family member), words inside words, some words in the category only; within a word rank the
 * head score, then older first.
 */
async function expected(terms: SearchTerms): Promise<number[]> {
  const db = await getDb();
  const families = await stemsByFamily();
  const code = terms.key.length >= 2 ? sql`s.code_key LIKE ${`${terms.key}%`}` : sql`false`;
  const prefixes = everyWord(terms, families, [[own, prefixNeedles]]);
  const loose = everyWord(terms, families, [[own, looseNeedles]]);
  const withCategory = everyWord(terms, families, [
    [own, looseNeedles],
    [own, prefixNeedles],
    [context, prefixNeedles],
  ]);
  const rows = await queryRows<{ id: number; rank: number; words: string; stems: string }>(
    db,
    sql`WITH ctx AS (
          SELECT p.id, ' ' || string_agg(btrim(search_words(c.name || ' ' || c.slug)), ' ') || ' ' AS words,
                 ' ' || string_agg(btrim(search_stems(search_words(c.name || ' ' || c.slug))), ' ') || ' ' AS stems
          FROM products p JOIN categories pc ON pc.id = p.category_id
          JOIN categories c ON c.depth >= 1 AND (pc.path = c.path OR pc.path LIKE c.path || '/%')
          GROUP BY p.id)
        SELECT s.product_id AS id, s.words, s.stems,
          CASE WHEN ${code} AND s.code_key = ${terms.key} THEN 0 WHEN ${code} THEN 1 WHEN ${prefixes} THEN 2 WHEN ${loose} THEN 3 ELSE 4 END AS rank
        FROM product_search s LEFT JOIN ctx ON ctx.id = s.product_id
        WHERE s.active AND (${code} OR (${withCategory}))`,
  );
  const scored = rows.map((r) => ({ id: r.id, rank: Number(r.rank), score: Number(r.rank) >= 2 ? headScore(r, terms) : 0 }));
  scored.sort((a, b) => a.rank - b.rank || b.score - a.score || a.id - b.id);
  return scored.map((r) => r.id);
}

describe('product search against SQL', () => {
  it.each(QUERIES)('%s: the same count, the same first 100 and the same last page', async (query) => {
    const terms = (await searchTerms(await getDb(), query))!;
    const want = await expected(terms);
    expect(want.length).toBeGreaterThan(0);
    const first = await full(query, { limit: 100 });
    expect({ total: first.full_count, ids: first.items.map((i) => i.product.id) }).toEqual({ total: want.length, ids: want.slice(0, 100) });
    const offset = Math.max(0, want.length - 7);
    expect((await full(query, { limit: 12, offset })).items.map((i) => i.product.id)).toEqual(want.slice(offset));
    const overlay = await live(query);
    expect(overlay.items.product.length + overlay.more_results.product).toBe(want.length);
  });
});

describe('product search follows catalogue changes at once', () => {
  it('a new product, a rename, a vendor change and switching off', async () => {
    const id = await addProduct({ code: 'TST-FRESH-1', name: 'Zvláštny snímač qwertyx' });
    expect((await full('qwertyx')).items.map((i) => i.product.id)).toEqual([id]);
    const db = await getDb();
    await db.update(products).set({ name: 'Zvláštny snímač zyxwvq' }).where(eq(products.id, id));
    expect((await live('zyxwvq')).items.product.map((p) => p.code)).toEqual(['TST-FRESH-1']);
    expect((await full('qwertyx')).items.map((i) => i.product.id)).not.toContain(id);
    await db.update(products).set({ vendor: 'Vendorqq' }).where(eq(products.id, id));
    expect((await full('vendorqq')).full_count).toBe(1);
    await db.update(products).set({ active: false }).where(eq(products.id, id));
    expect((await full('zyxwvq')).items.map((i) => i.product.id)).not.toContain(id);
  });

  it('a price change keeps the index (1-2 s to rebuild at 100 000 products) and shows the new price', async () => {
    const id = await addProduct({ code: 'TST-PRICE-1', name: 'Cenový snímač pricyq' });
    const db = await getDb();
    const kept = await productIndex(db, await catalogueVersions(db));
    await db.update(products).set({ priceCents: 12_345 }).where(eq(products.id, id));
    expect(await productIndex(db, await catalogueVersions(db))).toBe(kept);
    await payListPrices();
    const cookie = await demoCustomerCookie();
    expect((await live('pricyq', cookie)).items.product.map((p) => p.price_exc_vat)).toEqual([123.45]);
    await db.update(products).set({ name: 'Cenový snímač pricyz' }).where(eq(products.id, id));
    expect(await productIndex(db, await catalogueVersions(db))).not.toBe(kept);
  });
});
