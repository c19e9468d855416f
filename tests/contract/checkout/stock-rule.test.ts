import { eq, inArray } from 'drizzle-orm';
import { placeOrderResponseSchema } from '@/lib/contract/schemas/checkout';
import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { getDb } from '@/lib/backend/db/client';
import { invoices, orders, products } from '@/lib/backend/db/schema';
import { add, basketOf } from '../cart/support';
import { SLOW } from '../account/helpers';
import { describeOnEachDriver } from '../support/drivers';
import { buyer, placeBasket, readyBasket, stockedProducts } from './support';

jest.setTimeout(SLOW);

/** A product in stock, its stock set to `stock` for the test. */
async function productWithStock(stock: number, skip = 0): Promise<number> {
  const db = await getDb();
  const product = (await stockedProducts(skip + 1))[skip]!;
  await db.update(products).set({ stock }).where(eq(products.id, product.id));
  return product.id;
}

async function stockOf(id: number): Promise<number> {
  const [row] = await (await getDb()).select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row!.stock;
}

describeOnEachDriver('one stock rule: an order above stock is accepted, the pieces beyond stock are to order', () => {
  // the confirmation mails go out after the answers; let them finish before the database closes
  afterEach(settleBackgroundWork);

  it('a product with 1 piece in stock accepts an order of 2 and ends at -1', async () => {
    const product = await productWithStock(1);
    const cookie = await buyer('posledny-kus@example.sk');
    const placed = await placeBasket(cookie, await readyBasket(cookie, product, 2));
    expect(placed.status).toBe(200);
    placeOrderResponseSchema.parse(placed.body);
    expect(await stockOf(product)).toBe(-1);
    expect((await basketOf(cookie)).amount).toBe(0);
  });

  it('a product at 0 accepts 3 and ends at -3: the same rule on both sides of zero', async () => {
    const product = await productWithStock(0, 1);
    const cookie = await buyer('na-objednavku@example.sk');
    const placed = await placeBasket(cookie, await readyBasket(cookie, product, 3));
    expect(placed.status).toBe(200);
    expect(await stockOf(product)).toBe(-3);
  });

  it('the cart line carries the stock and unit, so the cart can say how many pieces are in stock and how many to order', async () => {
    const product = await productWithStock(3, 2);
    const cookie = await buyer('rozdelenie@example.sk');
    expect((await add(cookie, product, 5)).status).toBe(200);
    const [line] = (await basketOf(cookie)).products;
    expect(line).toMatchObject({ quantity: 5, stock: 3, unit_of_measure: expect.any(String) });
  });

  it('the last 3 pieces bought by 8 customers at once, 2 each: 8 orders, each with its invoice, stock exactly 3 - 16', async () => {
    const LAST = 3;
    const BUYERS = LAST + 5;
    const EACH = 2;
    const product = await productWithStock(LAST, 3);
    const carts: Array<{ cookie: string; basket: number }> = [];
    for (let i = 0; i < BUYERS; i++) {
      const cookie = await buyer(`zavod-${i}@example.sk`);
      carts.push({ cookie, basket: await readyBasket(cookie, product, EACH) });
    }
    const answers = await Promise.all(carts.map(({ cookie, basket }) => placeBasket(cookie, basket)));
    expect(answers.map((a) => a.status)).toEqual(Array(BUYERS).fill(200));
    const orderIds = answers.map((a) => placeOrderResponseSchema.parse(a.body).order.id);
    expect(new Set(orderIds).size).toBe(BUYERS);
    expect(await stockOf(product)).toBe(LAST - BUYERS * EACH);
    const db = await getDb();
    const bills = await db.select({ orderId: invoices.orderId, number: invoices.number }).from(invoices).where(inArray(invoices.orderId, orderIds));
    expect(bills).toHaveLength(BUYERS);
    expect(new Set(bills.map((b) => b.orderId))).toEqual(new Set(orderIds));
    expect(new Set(bills.map((b) => b.number)).size).toBe(BUYERS);
    const numbers = await db.select({ number: orders.number }).from(orders).where(inArray(orders.id, orderIds));
    expect(new Set(numbers.map((o) => o.number)).size).toBe(BUYERS);
  });
});
