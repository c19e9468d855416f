import { eq, sql } from 'drizzle-orm';
import { facetsResponseSchema, type FacetsResponse } from '@/lib/contract/schemas/facets';
import { productFilterResponseSchema } from '@/lib/contract/schemas/product';
import { getDb, queryRows } from '@/lib/backend/db/client';
import { categories, products } from '@/lib/backend/db/schema';
import { callJson } from '../support/backend';
import { expectError } from './support';

let camerasId: number;

beforeAll(async () => {
  const db = await getDb();
  const [row] = await db.select().from(categories).where(eq(categories.path, 'cctv/ip-kamery'));
  camerasId = row!.id;
});

async function facets(categoryId: number, query = ''): Promise<FacetsResponse> {
  const response = await callJson('GET', `/admin/v1/x/category/${categoryId}/facets${query}`);
  expect(response.status).toBe(200);
  return facetsResponseSchema.parse(response.body);
}

/** What the listing call counts for a parameter condition. */
async function listed(categoryId: number, parameters: Record<string, string[]>, inStock = false): Promise<number> {
  const body = { condition: { 'categories.id': categoryId, ...(inStock ? { inStock: true } : {}), parameters }, order: [{ 'product.id': 'DESC' }] };
  const response = await callJson('POST', '/admin/v1/product/filter/sk/12/0', { body });
  expect(response.status).toBe(200);
  return productFilterResponseSchema.parse(response.body).paging.filtered_products_count;
}

const facet = (answer: FacetsResponse, key: string) => answer.facets.find((f) => f.key === key);

describe('GET /x/category/{id}/facets', () => {
  it('offers the parameters IP cameras differ in, numeric values in numeric order', async () => {
    const answer = await facets(camerasId);
    const resolution = facet(answer, 'rozlisenie');
    expect(resolution?.name).toBe('Rozlíšenie');
    expect(resolution?.values.map((v) => v.label)).toEqual(['2 Mpx', '4 Mpx', '5 Mpx', '8 Mpx']);
    expect(resolution?.values.map((v) => v.key)).toEqual(['2-mpx', '4-mpx', '5-mpx', '8-mpx']);
    const ir = facet(answer, 'ir-prisvit')!.values.map((v) => v.label);
    expect(ir.indexOf('30 m')).toBeLessThan(ir.indexOf('100 m'));
    expect(facet(answer, 'krytie')?.values.map((v) => v.key)).toEqual(['ip66', 'ip67']);
    // one value on every camera tells nothing apart
    expect(answer.facets.every((f) => f.values.length >= 2)).toBe(true);
    expect(answer.selection).toBe('');
    expect(answer.count).toBe(await listed(camerasId, {}));
  });

  it('counts each value as the listing filtered by it would', async () => {
    const answer = await facets(camerasId);
    for (const f of answer.facets.slice(0, 3)) {
      for (const value of f.values) expect([f.key, value.key, value.count]).toEqual([f.key, value.key, await listed(camerasId, { [f.key]: [value.key] })]);
    }
  });

  it('combines values of one parameter with OR and parameters with AND', async () => {
    const answer = await facets(camerasId, '?f=rozlisenie:4-mpx,8-mpx;krytie:ip67');
    expect(answer.selection).toBe('krytie:ip67;rozlisenie:4-mpx,8-mpx');
    const both = await listed(camerasId, { rozlisenie: ['4-mpx', '8-mpx'], krytie: ['ip67'] });
    expect(both).toBeGreaterThan(0);
    expect(answer.count).toBe(both);
    expect(both).toBe(
      (await listed(camerasId, { rozlisenie: ['4-mpx'], krytie: ['ip67'] })) + (await listed(camerasId, { rozlisenie: ['8-mpx'], krytie: ['ip67'] })),
    );
    // a parameter's own values are counted as if it were unselected: the other values stay reachable
    const resolution = facet(answer, 'rozlisenie')!;
    expect(resolution.values.find((v) => v.key === '2-mpx')!.count).toBe(await listed(camerasId, { rozlisenie: ['2-mpx'], krytie: ['ip67'] }));
    expect(resolution.values.filter((v) => v.selected).map((v) => v.key)).toEqual(['4-mpx', '8-mpx']);
    const ip66 = facet(answer, 'krytie')!.values.find((v) => v.key === 'ip66')!;
    expect(ip66.count).toBe(await listed(camerasId, { rozlisenie: ['4-mpx', '8-mpx'], krytie: ['ip66'] }));
  });

  it('honours "in stock only"', async () => {
    const answer = await facets(camerasId, '?f=rozlisenie:4-mpx&st=1');
    expect(answer.count).toBe(await listed(camerasId, { rozlisenie: ['4-mpx'] }, true));
    expect(answer.count).toBeLessThan(await listed(camerasId, { rozlisenie: ['4-mpx'] }));
  });

  it('reads stock afresh: a product sold out leaves the in-stock counts at once', async () => {
    const before = await facets(camerasId, '?f=rozlisenie:8-mpx&st=1');
    expect(before.count).toBeGreaterThan(0);
    const db = await getDb();
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`
      SELECT p.id FROM products p JOIN product_parameters pp ON pp.product_id = p.id
      WHERE pp.name_key = 'rozlisenie' AND pp.value_key = '8-mpx' AND p.stock > 0 AND p.category_id IN (SELECT id FROM categories WHERE path LIKE 'cctv/ip-kamery/%') LIMIT 1`,
    );
    await db.update(products).set({ stock: 0 }).where(eq(products.id, row!.id));
    expect((await facets(camerasId, '?f=rozlisenie:8-mpx&st=1')).count).toBe(before.count - 1);
    expect((await facets(camerasId, '?f=rozlisenie:8-mpx')).count).toBe(await listed(camerasId, { rozlisenie: ['8-mpx'] }));
  });

  it('drops what the category does not offer, so a stale link still lists products', async () => {
    const answer = await facets(camerasId, '?f=farba:ruzova;rozlisenie:4-mpx,99-mpx');
    expect(answer.selection).toBe('rozlisenie:4-mpx');
    expect(answer.count).toBe(await listed(camerasId, { rozlisenie: ['4-mpx'] }));
    expect((await facets(camerasId, '?f=%%%;::')).selection).toBe('');
  });

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    expect(expectError(await callJson('GET', '/admin/v1/x/category/999999/facets'), 404)[0]).toEqual({ key: 'category', code: 'messages.category.notFound' });
    expect(expectError(await callJson('GET', '/admin/v1/x/category/abc/facets'), 400)[0]?.key).toBe('id');
  });
});

describe('POST /product/filter: condition.parameters', () => {
  it('refuses malformed parameter keys with a field error', async () => {
    const body = { condition: { 'categories.id': camerasId, parameters: { Rozlíšenie: ['4 Mpx'] } }, order: [{ 'product.id': 'DESC' }] };
    const items = expectError(await callJson('POST', '/admin/v1/product/filter/sk/12/0', { body }), 400);
    expect(items[0]?.key).toMatch(/^condition\.parameters/);
  });

  it('lists only products with a chosen value, and none for an unknown one', async () => {
    expect(await listed(camerasId, { rozlisenie: ['8-mpx'] })).toBeLessThan(await listed(camerasId, {}));
    expect(await listed(camerasId, { rozlisenie: ['99-mpx'] })).toBe(0);
  });
});
