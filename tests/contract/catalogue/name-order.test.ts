import { eq } from 'drizzle-orm';
import { productFilterResponseSchema, productListResponseSchema } from '@/lib/contract/schemas/product';
import { orderFor } from '@/lib/contract/rules/ordering';
import { getDb } from '@/lib/backend/db/client';
import { categories, products } from '@/lib/backend/db/schema';
import { callJson, demoCustomerCookie } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { filter } from './support';

/**
 * Ordering codes 2 (A→Z) and 3 (Z→A) in Slovak alphabetical order, whatever the server's
 * collation: the contract PostgreSQL runs with the byte-order C.UTF-8 locale and PGlite has only
 * C, where "Ústredňa" came after "Zdroj", "DVR" before "Držiak" and lower case after every capital.
 */

/** What a Slovak reader expects, A→Z. */
const SLOVAK_ORDER = [
  '2-drôtový kábel',
  'Alarm A',
  'Äčko',
  'Cievka',
  'Čidlo',
  'držiak v',
  'Držiak W',
  'DVR Z',
  'Hlásič',
  'Chránička',
  'Kabel UTP',
  'kábel UTP',
  'Kábel UTP',
  'Svorka',
  'Šnúra',
  'Uholník',
  'Ústredňa X',
  'Uzol',
  'Zdroj Y',
  'Žľab',
];

const sk = new Intl.Collator('sk');

async function listed(categoryId: number, code: 2 | 3, limit = 100, offset = 0): Promise<string[]> {
  const response = await filter(categoryId, { order: orderFor(code)[0], limit, offset });
  expect(response.status).toBe(200);
  return productFilterResponseSchema.parse(response.body).products.map((p) => p.name);
}

it("expects what ICU's Slovak collation (CLDR sk) says, independently of the database", () => {
  expect([...SLOVAK_ORDER].sort(sk.compare)).toEqual(SLOVAK_ORDER);
});

describeOnEachDriver('product names in Slovak alphabetical order', () => {
  let categoryId: number;
  let ids: number[];

  beforeAll(async () => {
    const db = await getDb();
    const [category] = await db
      .insert(categories)
      .values({ slug: 'slovenske-poradie', path: 'slovenske-poradie', name: 'Slovenské poradie' })
      .returning({ id: categories.id });
    categoryId = category!.id;
    // inserted in an order that is neither Slovak nor byte order
    const shuffled = SLOVAK_ORDER.map((name, i) => ({ name, i })).sort((a, b) => ((a.i * 7) % 20) - ((b.i * 7) % 20));
    const rows = await db
      .insert(products)
      .values(
        shuffled.map(({ name, i }) => ({
          code: `SK-ORDER-${i}`,
          name,
          vendor: 'Test',
          slug: `sk-order-${i}`,
          categoryId,
          basePriceCents: 1000,
          priceCents: 1000,
        })),
      )
      .returning({ id: products.id });
    ids = rows.map((r) => r.id);
  });

  it('ordering 2 lists A→Z as a Slovak reader looks: case ignored, Ú among U, Č after C, Ch after H, DVR after Držiak', async () => {
    expect(await listed(categoryId, 2)).toEqual(SLOVAK_ORDER);
  });

  it('ordering 3 lists exactly the reverse', async () => {
    expect(await listed(categoryId, 3)).toEqual([...SLOVAK_ORDER].reverse());
  });

  it('pages follow the same order without gaps or overlaps', async () => {
    const pages = [
      await listed(categoryId, 2, 6, 0),
      await listed(categoryId, 2, 6, 6),
      await listed(categoryId, 2, 6, 12),
      await listed(categoryId, 2, 6, 18),
    ];
    expect(pages.flat()).toEqual(SLOVAK_ORDER);
  });

  it('a renamed product moves to its new place at once', async () => {
    const db = await getDb();
    await db.update(products).set({ name: 'Čierny box' }).where(eq(products.code, 'SK-ORDER-19'));
    try {
      const names = await listed(categoryId, 2);
      expect(names.slice(3, 6)).toEqual(['Cievka', 'Čidlo', 'Čierny box']);
      expect(names.at(-1)).toBe('Zdroj Y');
    } finally {
      await db.update(products).set({ name: 'Žľab' }).where(eq(products.code, 'SK-ORDER-19'));
    }
  });

  it('the wishlist sorts by name the same way', async () => {
    const cookie = await demoCustomerCookie();
    for (const id of ids) expect((await callJson('PATCH', '/admin/v1/customer/wish-list/add', { cookie, body: { id } })).status).toBe(200);
    const response = await callJson('POST', '/admin/v1/customer/wish-list-new/sk/100/0', { cookie, body: { order: orderFor(2) } });
    expect(response.status).toBe(200);
    const mine = new Set(ids);
    const names = productListResponseSchema
      .parse(response.body)
      .products.filter((p) => mine.has(p.id))
      .map((p) => p.name);
    expect(names).toEqual(SLOVAK_ORDER);
  });
});
