import { productListResponseSchema, productResponseSchema } from '@/lib/contract/schemas/product';
import { wishlistCountResponseSchema } from '@/lib/contract/schemas/wishlist';
import type { OrderClause } from '@/lib/contract/schemas/requests/listing';
import { callJson } from '../support/backend';
import { SLOW } from '../account/helpers';
import { cents, expectError } from '../catalogue/support';
import { newCustomerCookie, someProducts, withdraw } from './support';

jest.setTimeout(SLOW);

const NOT_LOGGED_IN = [{ key: 'user', code: 'messages.user.not-logged-in' }];

let cookie: string;
let items: Awaited<ReturnType<typeof someProducts>>;

beforeAll(async () => {
  cookie = await newCustomerCookie('zelania@example.sk');
  items = await someProducts(6);
});

const addWish = (id: unknown, c: string | undefined = cookie) => callJson('PATCH', '/admin/v1/customer/wish-list/add', { cookie: c, body: { id } });
const removeWish = (id: number | string, c: string | undefined = cookie) => callJson('DELETE', `/admin/v1/customer/wish-list/remove/${id}`, { cookie: c });

async function count(): Promise<number> {
  const response = await callJson('GET', '/admin/v1/customer/wish-list-count', { cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return wishlistCountResponseSchema.parse(response.body).count_all;
}

async function page(order: OrderClause, limit = 12, offset = 0) {
  const response = await callJson('POST', `/admin/v1/customer/wish-list-new/sk/${limit}/${offset}`, { cookie, body: { order: [order] } });
  expect(response.status).toBe(200);
  return productListResponseSchema.parse(response.body).products;
}

describe('guests', () => {
  it('get 401 on every wishlist call', async () => {
    const answers = [
      await callJson('GET', '/admin/v1/customer/wish-list-count'),
      await callJson('POST', '/admin/v1/customer/wish-list-new/sk/12/0', { body: { order: [{ 'product.id': 'DESC' }] } }),
      await addWish(items[0]!.id, ''),
      await removeWish(items[0]!.id, ''),
    ];
    for (const answer of answers) expect(expectError(answer, 401)).toEqual(NOT_LOGGED_IN);
  });
});

describe('add and remove', () => {
  it('start from an empty wishlist', async () => {
    expect(await count()).toBe(0);
    expect(await page({ 'product.id': 'DESC' })).toEqual([]);
  });

  it('add is idempotent and flags the product', async () => {
    const p = items[0]!;
    expect((await addWish(p.id)).status).toBe(200);
    expect((await addWish(p.id)).status).toBe(200);
    expect(await count()).toBe(1);
    const [listed] = await page({ 'product.id': 'DESC' });
    expect(listed).toMatchObject({ id: p.id, code: p.code, wish_list: true });
    expect(cents(listed!.price_exc_vat!)).toBe(p.priceCents);
    const detail = await callJson('GET', `/admin/v1/product/detail/url/${p.slug}/sk`, { cookie });
    expect(productResponseSchema.parse(detail.body).product.wish_list).toBe(true);
  });

  it('remove is idempotent', async () => {
    const p = items[0]!;
    expect((await removeWish(p.id)).status).toBe(200);
    expect((await removeWish(p.id)).status).toBe(200);
    expect(await count()).toBe(0);
  });

  it('unknown or withdrawn products are 404; malformed ids 400', async () => {
    expect(expectError(await addWish(99_999_999), 404)).toEqual([{ key: 'product', code: 'messages.product.notFound' }]);
    expectError(await addWish('x'), 400);
    expectError(await addWish(null), 400);
    expectError(await removeWish('x'), 400);
  });
});

describe('POST /customer/wish-list-new/{lang}/{limit}/{offset}', () => {
  beforeAll(async () => {
    for (const p of items) await addWish(p.id);
  });

  it('orders by the requested field and pages with limit and offset', async () => {
    // the database's collation decides name and code order: ascending is descending reversed
    const byName = await page({ 'product.name': 'ASC' });
    expect(new Set(byName.map((p) => p.id))).toEqual(new Set(items.map((p) => p.id)));
    expect((await page({ 'product.name': 'DESC' })).map((p) => p.id)).toEqual(byName.map((p) => p.id).reverse());
    const byCode = await page({ 'product.code': 'DESC' });
    expect((await page({ 'product.code': 'ASC' })).map((p) => p.id)).toEqual(byCode.map((p) => p.id).reverse());
    const byId = await page({ 'product.id': 'DESC' });
    expect(byId.map((p) => p.id)).toEqual([...items.map((p) => p.id)].sort((a, b) => b - a));
    const second = await page({ 'product.id': 'DESC' }, 2, 2);
    expect(second.map((p) => p.id)).toEqual(byId.slice(2, 4).map((p) => p.id));
    expect(await count()).toBe(items.length);
  });

  it('refuses a malformed order or paging', async () => {
    expectError(await callJson('POST', '/admin/v1/customer/wish-list-new/sk/12/0', { cookie, body: { order: [{ 'product.stock': 'ASC' }] } }), 400);
    expectError(await callJson('POST', '/admin/v1/customer/wish-list-new/sk/abc/0', { cookie, body: { order: [{ 'product.id': 'DESC' }] } }), 400);
  });

  it('leaves withdrawn products out of the list and the count', async () => {
    const gone = items[5]!;
    await withdraw(gone.id);
    expect(await count()).toBe(items.length - 1);
    expect((await page({ 'product.id': 'DESC' })).map((p) => p.id)).not.toContain(gone.id);
    expect(expectError(await addWish(gone.id), 404)).toHaveLength(1);
  });
});
