import { and, eq, sql } from 'drizzle-orm';
import { productFilterResponseSchema, type ProductListItem } from '@/lib/contract/schemas/product';
import { menuResponseSchema, type MenuChild } from '@/lib/contract/schemas/menu';
import { orderFor, ORDERING_CODES } from '@/lib/contract/rules/ordering';
import { getDb } from '@/lib/backend/db/client';
import { categories, products } from '@/lib/backend/db/schema';
import { callJson, demoCustomerCookie } from '../support/backend';
import { payListPrices } from '../support/list-prices';
import { cents, expectError, filter } from './support';

let cookie: string;
let cctvId: number;

beforeAll(async () => {
  // ordered by the list price, which the demo then pays too (its own list is the pricing tests')
  await payListPrices();
  cookie = await demoCustomerCookie();
  const db = await getDb();
  const [cctv] = await db.select().from(categories).where(eq(categories.path, 'cctv'));
  cctvId = cctv!.id;
});

async function page(categoryId: number, options: Parameters<typeof filter>[1] = {}) {
  const response = await filter(categoryId, options);
  expect(response.status).toBe(200);
  return productFilterResponseSchema.parse(response.body);
}

/** Every product of a category with its descendants, in one page (≤ 100). */
async function all(categoryId: number, options: Parameters<typeof filter>[1] = {}) {
  const result = await page(categoryId, { ...options, limit: 100 });
  expect(result.products.length).toBe(result.paging.filtered_products_count);
  return result.products;
}

type Compare = (a: ProductListItem, b: ProductListItem) => number;
const byKey =
  (key: (p: ProductListItem) => string | number): Compare =>
  (a, b) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
// names in Slovak alphabetical order (ICU's CLDR sk as the reference), codes in byte order
const slovak = new Intl.Collator('sk');
const COMPARE: Record<string, Compare> = {
  'product.id': byKey((p) => p.id),
  'product.name': (a, b) => slovak.compare(a.name, b.name),
  'product.price_exc_vat': byKey((p) => cents(p.price_exc_vat!)),
  'product.code': byKey((p) => p.code),
};

describe('POST /product/filter: orderings', () => {
  it.each(ORDERING_CODES)('sorts ordering %i consecutively, ties broken by id', async (code) => {
    const [clause] = orderFor(code);
    const [field, direction] = Object.entries(clause!)[0]!;
    const compare = COMPARE[field]!;
    const list = await all(cctvId, { order: clause, cookie });
    expect(list.length).toBeGreaterThan(20);
    for (let i = 1; i < list.length; i++) {
      const [a, b] = direction === 'ASC' ? [list[i - 1]!, list[i]!] : [list[i]!, list[i - 1]!];
      expect([a.name, b.name, compare(a, b) <= 0]).toEqual([a.name, b.name, true]);
      if (compare(a, b) === 0) expect(a.id < b.id).toBe(true);
    }
  });
});

describe('POST /product/filter: conditions and paging', () => {
  it('includes every descendant: a product line counts its own products plus its children subtrees', async () => {
    const { body } = await callJson('GET', '/admin/v1/menu/bottom-second/sk');
    const line = menuResponseSchema.parse(body).menu.find((m) => m.url.url === 'cctv')!;
    const db = await getDb();
    const [own] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.categoryId, cctvId), eq(products.active, true)));
    const childCounts = await Promise.all(line.children.map(async (c: MenuChild) => (await page(c.id, { limit: 1 })).paging.filtered_products_count));
    const total = (await page(cctvId, { limit: 1 })).paging.filtered_products_count;
    expect(total).toBe(own!.n + childCounts.reduce((s, n) => s + n, 0));
    expect(childCounts.every((n) => n > 0)).toBe(true);
    // a leaf has no descendants: its count is its own products
    const leaf = line.children[0]!.children[0]!.children[0] ?? line.children[0]!.children[0]!;
    const [leafOwn] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.categoryId, leaf.id));
    expect((await page(leaf.id, { limit: 1 })).paging.filtered_products_count).toBe(leafOwn!.n);
  });

  it('inStock keeps only products with stock above 0 and counts them', async () => {
    const everything = await all(cctvId);
    const inStock = await all(cctvId, { inStock: true });
    expect(inStock.length).toBe(everything.filter((p) => p.stock > 0).length);
    expect(inStock.length).toBeLessThan(everything.length);
    expect(inStock.every((p) => p.stock > 0)).toBe(true);
  });

  it('counts follow a sale that sells out a product and a new product at once (totals are kept between changes)', async () => {
    const db = await getDb();
    const stocked = await page(cctvId, { inStock: true, limit: 1 });
    const everything = (await page(cctvId, { limit: 1 })).paging.filtered_products_count;
    const victim = stocked.products[0]!;
    await db.update(products).set({ stock: 0 }).where(eq(products.id, victim.id));
    expect((await page(cctvId, { inStock: true, limit: 1 })).paging.filtered_products_count).toBe(stocked.paging.filtered_products_count - 1);
    expect((await page(cctvId, { limit: 1 })).paging.filtered_products_count).toBe(everything);
    await db.update(products).set({ stock: victim.stock }).where(eq(products.id, victim.id));
    expect((await page(cctvId, { inStock: true, limit: 1 })).paging.filtered_products_count).toBe(stocked.paging.filtered_products_count);

    const [copy] = await db.select().from(products).where(eq(products.id, victim.id));
    const { id: _id, ...columns } = copy!;
    const [added] = await db
      .insert(products)
      .values({ ...columns, code: `${copy!.code}-NEW`, slug: `${copy!.slug}-new`, ean: null })
      .returning({ id: products.id });
    expect((await page(cctvId, { limit: 1 })).paging.filtered_products_count).toBe(everything + 1);
    await db.delete(products).where(eq(products.id, added!.id));
    expect((await page(cctvId, { limit: 1 })).paging.filtered_products_count).toBe(everything);
  });

  it('pages with limit and offset without gaps or overlaps', async () => {
    const everything = await all(cctvId, { order: { 'product.name': 'ASC' } });
    const ids: number[] = [];
    for (let offset = 0; offset < everything.length; offset += 12) {
      const result = await page(cctvId, { order: { 'product.name': 'ASC' }, limit: 12, offset });
      expect(result.paging.filtered_products_count).toBe(everything.length);
      expect(result.products.length).toBe(Math.min(12, everything.length - offset));
      ids.push(...result.products.map((p) => p.id));
    }
    expect(ids).toEqual(everything.map((p) => p.id));
    const beyond = await page(cctvId, { offset: everything.length });
    expect(beyond.products).toEqual([]);
    expect(beyond.paging.filtered_products_count).toBe(everything.length);
  });

  it('clamps a well-formed limit to 1..100', async () => {
    expect((await page(cctvId, { limit: 0 })).products).toHaveLength(1);
    const big = await page(cctvId, { limit: 5000 });
    expect(big.products).toHaveLength(Math.min(100, big.paging.filtered_products_count));
  });

  it('lists only active products', async () => {
    const before = await page(cctvId, { limit: 1 });
    const db = await getDb();
    const victim = before.products[0]!;
    await db.update(products).set({ active: false }).where(eq(products.id, victim.id));
    const after = await page(cctvId, { limit: 1 });
    expect(after.paging.filtered_products_count).toBe(before.paging.filtered_products_count - 1);
    expect(after.products[0]!.id).not.toBe(victim.id);
    await db.update(products).set({ active: true }).where(eq(products.id, victim.id));
  });
});

describe('POST /product/filter: bad input', () => {
  const body = { condition: { 'categories.id': 2 }, order: [{ 'product.id': 'DESC' }] };

  it.each(['abc', '-1', '1.5', '1e3', '12abc'])('refuses limit %s with 400', async (limit) => {
    const items = expectError(await callJson('POST', `/admin/v1/product/filter/sk/${limit}/0`, { body }), 400);
    expect(items).toContainEqual({ key: 'limit', code: 'messages.validation.limit.invalid' });
  });

  it.each(['x', '-12', '100001'])('refuses offset %s with 400', async (offset) => {
    const items = expectError(await callJson('POST', `/admin/v1/product/filter/sk/12/${offset}`, { body }), 400);
    expect(items.map((i) => i.key)).toContain('offset');
  });

  it.each([
    ['no body', undefined],
    ['not JSON', '{nope'],
    ['an empty object', {}],
    ['a string category', { condition: { 'categories.id': '2' }, order: [{ 'product.id': 'DESC' }] }],
    ['a negative category', { condition: { 'categories.id': -2 }, order: [{ 'product.id': 'DESC' }] }],
    ['an unknown order key', { condition: { 'categories.id': 2 }, order: [{ 'product.id; DROP TABLE products': 'DESC' }] }],
    ['an unknown direction', { condition: { 'categories.id': 2 }, order: [{ 'product.name': 'UP' }] }],
    ['two fields in one clause', { condition: { 'categories.id': 2 }, order: [{ 'product.name': 'ASC', 'product.code': 'ASC' }] }],
    ['two orderings', { condition: { 'categories.id': 2 }, order: [{ 'product.name': 'ASC' }, { 'product.code': 'ASC' }] }],
  ])('answers %s with the 400 envelope', async (_label, bad) => {
    const response = await callJson('POST', '/admin/v1/product/filter/sk/12/0', { body: bad });
    expect(expectError(response, 400).length).toBeGreaterThan(0);
  });

  it('answers an unknown category with the 404 envelope', async () => {
    expectError(await filter(999_999), 404);
  });
});
