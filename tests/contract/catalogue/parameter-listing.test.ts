import { eq, sql } from 'drizzle-orm';
import { facetsResponseSchema } from '@/lib/contract/schemas/facets';
import { productFilterResponseSchema } from '@/lib/contract/schemas/product';
import type { OrderClause } from '@/lib/contract/schemas/requests/listing';
import { getDb, queryRows } from '@/lib/backend/db/client';
import { categories, products } from '@/lib/backend/db/schema';
import { callJson } from '../support/backend';

// Every category listing (filtered or not) and the facets run on an in-memory index of the category
// (issues 23 and 24 latency): these check it against plain SQL and that it follows every kind of
// catalogue change at once.

type Selection = Record<string, string[]>;
const CAMERAS: Selection = { rozlisenie: ['4-mpx', '8-mpx'], krytie: ['ip67'] };
let camerasId: number;
let cctvId: number;

beforeAll(async () => {
  const db = await getDb();
  const rows = await db.select({ id: categories.id, path: categories.path }).from(categories);
  camerasId = rows.find((r) => r.path === 'cctv/ip-kamery')!.id;
  cctvId = rows.find((r) => r.path === 'cctv')!.id;
});

async function listing(categoryId: number, parameters: Selection, options: { order?: OrderClause; inStock?: boolean; limit?: number; offset?: number } = {}) {
  const body = {
    condition: { 'categories.id': categoryId, ...(options.inStock ? { inStock: true } : {}), parameters },
    order: [options.order ?? { 'product.id': 'DESC' }],
  };
  const response = await callJson('POST', `/admin/v1/product/filter/sk/${options.limit ?? 12}/${options.offset ?? 0}`, { body });
  expect(response.status).toBe(200);
  const parsed = productFilterResponseSchema.parse(response.body);
  return { ids: parsed.products.map((p) => p.id), total: parsed.paging.filtered_products_count };
}

async function facetCount(categoryId: number, f: string): Promise<number> {
  const response = await callJson('GET', `/admin/v1/x/category/${categoryId}/facets?f=${f}`);
  expect(response.status).toBe(200);
  return facetsResponseSchema.parse(response.body).count;
}

const COLUMNS = { 'product.id': sql`id`, 'product.name': sql`name_sort_key`, 'product.price_exc_vat': sql`price_cents`, 'product.code': sql`code` } as const;

/** The same question in plain SQL: active products of the subtree with one value of every parameter. */
async function expected(path: string, parameters: Selection, field: keyof typeof COLUMNS, direction: 'ASC' | 'DESC', inStock = false): Promise<number[]> {
  const db = await getDb();
  const conditions = Object.entries(parameters).map(
    ([key, values]) =>
      sql` AND EXISTS (SELECT 1 FROM product_parameters pp WHERE pp.product_id = p.id AND pp.name_key = ${key} AND pp.value_key = ANY(${sql.param(values)}::text[]))`,
  );
  const dir = direction === 'ASC' ? sql`ASC` : sql`DESC`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM products p WHERE p.active ${inStock ? sql`AND p.stock > 0` : sql``}
      AND p.category_id IN (SELECT id FROM categories WHERE path = ${path} OR path LIKE ${`${path}/%`}) ${sql.join(conditions, sql``)}
      ORDER BY ${COLUMNS[field]} ${dir}, p.id ${dir}`,
  );
  return rows.map((r) => r.id);
}

/** Every page of 5 in turn, concatenated. */
async function paged(categoryId: number, parameters: Selection, order: OrderClause, inStock = false): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  const first = await listing(categoryId, parameters, { order, inStock, limit: 5 });
  ids.push(...first.ids);
  for (let offset = 5; offset < first.total; offset += 5) ids.push(...(await listing(categoryId, parameters, { order, inStock, limit: 5, offset })).ids);
  return { ids, total: first.total };
}

describe('POST /product/filter with condition.parameters, against SQL', () => {
  it.each([
    ['product.id', 'DESC'],
    ['product.name', 'ASC'],
    ['product.price_exc_vat', 'DESC'],
    ['product.code', 'ASC'],
    ['product.name', 'DESC'],
    ['product.price_exc_vat', 'ASC'],
  ] as const)('lists the same products as SQL ordered by %s %s, paged without gaps, with and without filters, in stock only too', async (field, direction) => {
    for (const selection of [CAMERAS, {}])
      for (const inStock of [false, true]) {
        const want = await expected('cctv/ip-kamery', selection, field, direction, inStock);
        expect(want.length).toBeGreaterThan(5);
        expect(await paged(camerasId, selection, { [field]: direction }, inStock)).toEqual({ ids: want, total: want.length });
      }
    const line = await expected('cctv', {}, field, direction);
    expect(await listing(cctvId, {}, { order: { [field]: direction }, limit: 100, offset: 30 })).toEqual({ ids: line.slice(30, 130), total: line.length });
  });

  it('filters a whole product line the same way', async () => {
    const want = await expected('cctv', { rozlisenie: ['2-mpx'] }, 'product.id', 'DESC');
    expect(await listing(cctvId, { rozlisenie: ['2-mpx'] }, { limit: 100 })).toEqual({ ids: want.slice(0, 100), total: want.length });
    expect(await facetCount(cctvId, 'rozlisenie:2-mpx')).toBe(want.length);
  });
});

describe('the filters follow catalogue changes at once', () => {
  it('a parameter value changed, a product renamed, switched off, sold out', async () => {
    const db = await getDb();
    const eight = { rozlisenie: ['8-mpx'] };
    const before = await expected('cctv/ip-kamery', eight, 'product.id', 'DESC');
    expect((await listing(camerasId, eight)).total).toBe(before.length);
    expect(await facetCount(camerasId, 'rozlisenie:8-mpx')).toBe(before.length);
    const victim = before[0]!;

    // 8 Mpx → 4 Mpx on one camera
    const [four] = await queryRows<{ value: string; unit: string }>(
      db,
      sql`SELECT value, unit FROM product_parameters WHERE name_key = 'rozlisenie' AND value_key = '4-mpx' LIMIT 1`,
    );
    const [old] = await queryRows<{ value: string; unit: string }>(
      db,
      sql`SELECT value, unit FROM product_parameters WHERE product_id = ${victim} AND name_key = 'rozlisenie'`,
    );
    await db.execute(sql`UPDATE product_parameters SET value = ${four!.value}, unit = ${four!.unit} WHERE product_id = ${victim} AND name_key = 'rozlisenie'`);
    expect(await facetCount(camerasId, 'rozlisenie:8-mpx')).toBe(before.length - 1);
    expect((await listing(camerasId, eight)).ids).not.toContain(victim);
    expect((await listing(camerasId, { rozlisenie: ['4-mpx'] }, { limit: 100 })).ids).toContain(victim);
    await db.execute(sql`UPDATE product_parameters SET value = ${old!.value}, unit = ${old!.unit} WHERE product_id = ${victim} AND name_key = 'rozlisenie'`);
    expect((await listing(camerasId, eight)).ids[0]).toBe(victim);

    // renamed to sort first by name
    const [row] = await db.select({ name: products.name }).from(products).where(eq(products.id, victim));
    await db.update(products).set({ name: '0 Prvá kamera' }).where(eq(products.id, victim));
    expect((await listing(camerasId, eight, { order: { 'product.name': 'ASC' } })).ids[0]).toBe(victim);
    await db.update(products).set({ name: row!.name }).where(eq(products.id, victim));

    // re-priced to be the cheapest, listed without filters
    const [{ priceCents } = { priceCents: 0 }] = await db.select({ priceCents: products.priceCents }).from(products).where(eq(products.id, victim));
    await db.update(products).set({ priceCents: 1 }).where(eq(products.id, victim));
    expect((await listing(camerasId, {}, { order: { 'product.price_exc_vat': 'ASC' } })).ids[0]).toBe(victim);
    await db.update(products).set({ priceCents }).where(eq(products.id, victim));
    expect((await listing(camerasId, {}, { order: { 'product.price_exc_vat': 'ASC' } })).ids[0]).not.toBe(victim);

    // switched off, then on
    await db.update(products).set({ active: false }).where(eq(products.id, victim));
    expect((await listing(camerasId, eight)).total).toBe(before.length - 1);
    expect(await facetCount(camerasId, 'rozlisenie:8-mpx')).toBe(before.length - 1);
    await db.update(products).set({ active: true }).where(eq(products.id, victim));
    expect((await listing(camerasId, eight)).total).toBe(before.length);

    // sold out: gone from "in stock only", still listed without it
    const stocked = await expected('cctv/ip-kamery', eight, 'product.id', 'DESC', true);
    const [{ stock } = { stock: 0 }] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, stocked[0]!));
    await db.update(products).set({ stock: 0 }).where(eq(products.id, stocked[0]!));
    expect(await listing(camerasId, eight, { inStock: true, limit: 100 })).toEqual({ ids: stocked.slice(1), total: stocked.length - 1 });
    expect((await listing(camerasId, {}, { inStock: true, limit: 100 })).ids).not.toContain(stocked[0]);
    expect((await listing(camerasId, eight)).total).toBe(before.length);
    await db.update(products).set({ stock }).where(eq(products.id, stocked[0]!));
  });
});
