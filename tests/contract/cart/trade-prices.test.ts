import { and, eq, sql } from 'drizzle-orm';
import type { CartLine } from '@/lib/contract/schemas/cart';
import { customerPricesResponseSchema, type CustomerPrice } from '@/lib/contract/schemas/customer-prices';
import { productLookupResponseSchema } from '@/lib/contract/schemas/product-lookup';
import { getDb } from '@/lib/backend/db/client';
import { queryRows } from '@/lib/backend/db/query-rows';
import { priceListCategoryDiscounts } from '@/lib/backend/db/schema';
import { customerPricesQuery } from '@/lib/backend/catalogue/customer-prices';
import { callJson } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { SLOW } from '../account/helpers';
import { chooseCourier, placeBasket } from '../checkout/support';
import { add, basketOf, update } from './support';
import { euros, lessPercent, tradeFixture, type Priced, type TradeFixture } from './trade-terms-support';

jest.setTimeout(SLOW);

async function pricesOf(cookie: string, ids: number[]): Promise<Map<number, CustomerPrice>> {
  const response = await callJson('POST', '/admin/v1/x/customer/prices', { cookie, body: { ids } });
  expect(response.status).toBe(200);
  return new Map(customerPricesResponseSchema.parse(response.body).prices.map((p) => [p.id, p]));
}

/** Adds `quantity` pieces of the product to the company's basket; its line as the basket reads it then. */
async function lineOf(cookie: string, product: Priced, quantity: number): Promise<CartLine> {
  expect((await add(cookie, product.id, quantity)).status).toBe(200);
  const line = (await basketOf(cookie)).products.find((l) => l.code === product.code);
  if (!line) throw new Error(`no line of ${product.code}`);
  return line;
}

describeOnEachDriver('A company prices by its price list (decision 058)', (driver) => {
  let f: TradeFixture;
  beforeAll(async () => {
    f = await tradeFixture(`prices-${driver}`);
  });

  it("resolves the net price, else the nearest category's discount, else the list price", async () => {
    const prices = await pricesOf(f.companyA.cookie, [f.net.id, f.deep.id, f.sibling.id, f.elsewhere.id]);
    // the net price beats the 20 % of its own category
    expect(prices.get(f.net.id)!.price_exc_vat).toBe(euros(f.netA));
    // the subcategory's 20 % beats its product line's 10 %
    expect(prices.get(f.deep.id)!.price_exc_vat).toBe(euros(lessPercent(f.deep.listCents, 20)));
    // the sibling category has no discount of its own: the product line's, found walking up
    expect(prices.get(f.sibling.id)!.price_exc_vat).toBe(euros(lessPercent(f.sibling.listCents, 10)));
    // no rule reaches a product of another line
    expect(prices.get(f.elsewhere.id)!.price_exc_vat).toBe(euros(f.elsewhere.listCents));
  });

  it('keeps the base price beside the company price, with VAT and the whole percent between them', async () => {
    const deep = (await pricesOf(f.companyA.cookie, [f.deep.id])).get(f.deep.id)!;
    const cents = lessPercent(f.deep.listCents, 20);
    expect(deep.base_price_exc_vat).toBe(euros(f.deep.baseCents));
    expect(deep.price).toBe(euros(Math.floor((cents * 12_300 + 5_000) / 10_000)));
    expect(deep.discount).toBe(Math.round(((f.deep.baseCents - cents) * 100) / f.deep.baseCents));
  });

  it('gives a company on no list, and one whose list has no rule for the product, the list price', async () => {
    const none = await pricesOf(f.noList.cookie, [f.net.id, f.deep.id, f.sibling.id]);
    expect([...none.values()].map((p) => p.price_exc_vat)).toEqual([f.net, f.deep, f.sibling].map((p) => euros(p.listCents)));
    const b = await pricesOf(f.companyB.cookie, [f.net.id, f.deep.id]);
    expect(b.get(f.net.id)!.price_exc_vat).toBe(euros(f.netB));
    expect(b.get(f.deep.id)!.price_exc_vat).toBe(euros(f.deep.listCents));
  });

  it("lists the list's own breaks if it has any for the product, else everyone's, never above the company price", async () => {
    const s = f.stepped.listCents;
    const breaksOf = (cookie: string) => pricesOf(cookie, [f.stepped.id, f.net.id]);
    const a = await breaksOf(f.companyA.cookie);
    expect(a.get(f.stepped.id)!.price_breaks).toEqual([
      { quantity: 5, price_exc_vat: euros(s - 300) },
      { quantity: 20, price_exc_vat: euros(s - 400) },
    ]);
    // everyone's break of `net` costs more than list A's net price: it changes nothing for A
    expect(a.get(f.net.id)!.price_breaks).toEqual([]);
    for (const cookie of [f.companyB.cookie, f.noList.cookie]) {
      const other = await breaksOf(cookie);
      expect(other.get(f.stepped.id)!.price_breaks).toEqual([
        { quantity: 10, price_exc_vat: euros(s - 100) },
        { quantity: 50, price_exc_vat: euros(s - 200) },
      ]);
    }
    expect((await breaksOf(f.noList.cookie)).get(f.net.id)!.price_breaks).toEqual([{ quantity: 2, price_exc_vat: euros(f.net.listCents - 1) }]);
    expect((await breaksOf(f.companyB.cookie)).get(f.net.id)!.price_breaks).toEqual([]);
  });

  it("prices each basket line by the break its quantity reaches, with the company's breaks", async () => {
    const s = f.stepped.listCents;
    const line = await lineOf(f.companyB.cookie, f.stepped, 9);
    expect(line.price_unit_exc_vat).toBe(euros(s));
    expect(line.price_breaks).toEqual([
      { quantity: 10, price_exc_vat: euros(s - 100) },
      { quantity: 50, price_exc_vat: euros(s - 200) },
    ]);
    const at = async (quantity: number) => {
      expect((await update(f.companyB.cookie, { id: line.id, quantity })).status).toBe(200);
      const read = (await basketOf(f.companyB.cookie)).products.find((l) => l.id === line.id)!;
      expect(read.price_total_exc_vat).toBe(euros(read.quantity * Math.round(read.price_unit_exc_vat * 100)));
      return read.price_unit_exc_vat;
    };
    expect(await at(10)).toBe(euros(s - 100));
    expect(await at(49)).toBe(euros(s - 100));
    expect(await at(50)).toBe(euros(s - 200));
    // list A's own breaks, from 5 pieces; everyone's from 10 no longer apply to it
    expect((await lineOf(f.companyA.cookie, f.stepped, 5)).price_unit_exc_vat).toBe(euros(s - 300));
  });

  it("looks a code up at the company's price (quick order)", async () => {
    const lookup = async (cookie: string) => {
      const response = await callJson('POST', '/admin/v1/x/products/lookup', { cookie, body: { codes: [f.net.code, f.deep.code] } });
      expect(response.status).toBe(200);
      return productLookupResponseSchema.parse(response.body).results.map((r) => r.products[0]!.price_exc_vat);
    };
    expect(await lookup(f.companyA.cookie)).toEqual([euros(f.netA), euros(lessPercent(f.deep.listCents, 20))]);
    expect(await lookup(f.companyB.cookie)).toEqual([euros(f.netB), euros(f.deep.listCents)]);
  });

  it("places the order at the company's prices and breaks as they are at placement", async () => {
    const db = await getDb();
    const cookie = f.companyA.cookie;
    for (const line of (await basketOf(cookie)).products) expect((await callJson('DELETE', `/admin/v1/basket/remove/${line.id}`, { cookie })).status).toBe(200);
    await lineOf(cookie, f.stepped, 25);
    await lineOf(cookie, f.deep, 3);
    const basket = await basketOf(cookie);
    await chooseCourier(cookie, basket.id!);
    // the list changes after the basket was read: the order takes what holds at placement
    const deepDiscount = and(eq(priceListCategoryDiscounts.priceListId, f.listA), eq(priceListCategoryDiscounts.categoryId, f.deepCategory));
    await db.update(priceListCategoryDiscounts).set({ discount: 25 }).where(deepDiscount);
    try {
      expect((await placeBasket(cookie, basket.id!)).status).toBe(200);
    } finally {
      await db.update(priceListCategoryDiscounts).set({ discount: 20 }).where(deepDiscount);
    }
    const lines = await queryRows<{ product_id: number; quantity: number; unit_price_cents: number; total_cents: number; products: number }>(
      db,
      sql`SELECT l.product_id, l.quantity, l.unit_price_cents, l.total_cents, o.products_price_cents AS products
          FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.cart_id = ${basket.id!} ORDER BY l.product_id`,
    );
    const expected = new Map([
      [f.stepped.id, f.stepped.listCents - 400],
      [f.deep.id, lessPercent(f.deep.listCents, 25)],
    ]);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.unit_price_cents).toBe(expected.get(line.product_id));
      expect(line.total_cents).toBe(line.unit_price_cents * line.quantity);
    }
    expect(lines[0]!.products).toBe(lines.reduce((sum, l) => sum + l.total_cents, 0));
  });

  it('resolves each product by index lookups within the one statement of the prices call', async () => {
    const db = await getDb();
    const plan = await queryRows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ${customerPricesQuery(f.companyA.id, [f.net.id, f.deep.id, f.stepped.id])}`);
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Scan using products_pkey on products/);
    expect(text).not.toMatch(/Seq Scan on products/);
  });
});
