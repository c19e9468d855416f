import { sql } from 'drizzle-orm';
import { customerPricesResponseSchema, type CustomerPrice } from '@/lib/contract/schemas/customer-prices';
import { productResponseSchema } from '@/lib/contract/schemas/product';
import { getDb } from '@/lib/backend/db/client';
import { queryRows } from '@/lib/backend/db/query-rows';
import { customerPricesQuery } from '@/lib/backend/catalogue/customer-prices';
import { callJson } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { SLOW } from '../account/helpers';
import { expectError } from '../catalogue/support';
import { newCustomerCookie, someProducts, withdraw } from './support';

jest.setTimeout(SLOW);

const PATH = '/admin/v1/x/customer/prices';

const prices = (cookie: string | undefined, ids: unknown) => callJson('POST', PATH, { cookie, body: { ids } });

async function pricesOf(cookie: string, ids: number[]): Promise<CustomerPrice[]> {
  const response = await prices(cookie, ids);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return customerPricesResponseSchema.parse(response.body).prices;
}

/** What the spec's product detail tells this customer of the product and its related ones, in the prices call's fields. */
async function fromDetail(cookie: string, slug: string): Promise<CustomerPrice[]> {
  const { product } = productResponseSchema.parse((await callJson('GET', `/admin/v1/product/detail/url/${slug}/sk`, { cookie })).body);
  return [product, ...product.related_products].map(({ id, price, price_exc_vat, base_price_exc_vat, discount, stock, wish_list }) => ({
    id,
    price,
    price_exc_vat,
    base_price_exc_vat,
    discount,
    stock,
    wish_list,
    // a product of the seed has no volume breaks (trade-prices.test.ts has those)
    price_breaks: [],
  }));
}

describeOnEachDriver('POST /x/customer/prices (extension)', (driver) => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await newCustomerCookie(`ceny.${driver}@example.sk`);
  });

  it('answers guests and forged sessions 401 not-logged-in', async () => {
    for (const guest of [undefined, 'sid=forged; auth_check=forged']) {
      expect(expectError(await prices(guest, [1]), 401)).toEqual([{ key: 'user', code: 'messages.user.not-logged-in' }]);
    }
  });

  it('answers the price fields, stock and wishlist flag the product detail gives the customer, in the order asked', async () => {
    const [product] = await someProducts(1);
    const detail = await fromDetail(cookie, product!.slug);
    expect(detail.length).toBeGreaterThan(1);
    await callJson('PATCH', '/admin/v1/customer/wish-list/add', { cookie, body: { id: detail[1]!.id } });
    const expected = await fromDetail(cookie, product!.slug);
    expect(expected[1]!.wish_list).toBe(true);
    const reversed = [...expected].reverse();
    expect(
      await pricesOf(
        cookie,
        reversed.map((p) => p.id),
      ),
    ).toEqual(reversed);
    expect(expected[0]!.price_exc_vat).toBe(product!.priceCents / 100);
  });

  it('leaves out unknown and withdrawn products', async () => {
    const [a, b, gone] = await someProducts(3);
    await withdraw(gone!.id);
    const answered = await pricesOf(cookie, [a!.id, 999_999_999, gone!.id, b!.id]);
    expect(answered.map((p) => p.id)).toEqual([a!.id, b!.id]);
  });

  it('refuses an empty list, more than 200 ids and ids that are no product ids with 400', async () => {
    for (const ids of [[], Array.from({ length: 201 }, (_, i) => i + 1), [0], ['1'], [1.5]]) {
      expect((await prices(cookie, ids)).status).toBe(400);
    }
  });

  // (the wishlist's few seeded rows are read whole, as the planner should; each lateral lookup has its key)
  it('reads each product on its primary key, in one statement, whatever the size of the catalogue', async () => {
    const db = await getDb();
    const plan = await queryRows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ${customerPricesQuery(1, [3, 1, 2])}`);
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Scan using products_pkey on products/);
    expect(text).not.toMatch(/Seq Scan on products/);
  });
});
