import { eq, sql } from 'drizzle-orm';
import { getDb, queryRows } from '@/lib/backend/db/client';
import { products } from '@/lib/backend/db/schema';
import { catalogueVersions } from '@/lib/backend/catalogue/facet-rows';
import { productIndex } from '@/lib/backend/search/product-index';
import { looseNeedles, prefixNeedles, searchTerms, type Needle, type SearchTerms } from '@/lib/backend/search/terms';
import { demoCustomerCookie } from '../support/backend';
import { payListPrices } from '../support/list-prices';
import { addProduct, full, live } from './support';

// Products are matched and ranked on an in-memory index (lib/backend/search/product-index.ts,
// issue 24 latency): these check it against the same question asked of product_search in plain
// SQL, and that it follows renames, vendor changes and switching off at once.

const QUERIES = [
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

const like = (needle: Needle) => sql`${sql.identifier(needle.column)} LIKE ${`%${needle.text}%`}`;
const everyWord = (terms: SearchTerms, needles: typeof looseNeedles) =>
  sql.join(
    terms.words.map((_, i) => sql`(${sql.join(needles(terms, i).map(like), sql` OR `)})`),
    sql` AND `,
  );

/** The ranked ids in plain SQL: exact code, code prefix, every word starting a word (or another form), words inside words; older first. */
async function expected(terms: SearchTerms): Promise<number[]> {
  const db = await getDb();
  const code = terms.key.length >= 2 ? sql`code_key LIKE ${`${terms.key}%`}` : sql`false`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT product_id AS id FROM product_search WHERE active AND (${code} OR (${everyWord(terms, looseNeedles)}))
      ORDER BY CASE WHEN ${code} AND code_key = ${terms.key} THEN 0 WHEN ${code} THEN 1 WHEN ${everyWord(terms, prefixNeedles)} THEN 2 ELSE 3 END, product_id`,
  );
  return rows.map((r) => r.id);
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
