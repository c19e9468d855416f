import { and, eq, inArray } from 'drizzle-orm';
import { orderDetailResponseSchema } from '@/lib/contract/schemas/account';
import { placeOrderResponseSchema, warehousesResponseSchema } from '@/lib/contract/schemas/checkout';
import { toAddressPayload } from '@/lib/contract/schemas/requests/address';
import { warehouseStockResponseSchema } from '@/lib/contract/schemas/warehouse-stock';
import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { setProductStock } from '@/lib/backend/catalogue/warehouse-stock';
import { getDb } from '@/lib/backend/db/client';
import { products, warehouseStock } from '@/lib/backend/db/schema';
import { add, basketOf } from '../cart/support';
import { SLOW } from '../account/helpers';
import { callJson } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { TEST_BILLING } from '../../support/test-customer';
import { buyer, placeBasket, readyBasket, stockedProducts } from './support';

jest.setTimeout(SLOW);

const V1 = '/admin/v1';
// seed order (lib/backend/seed/checkout-options.ts): Bratislava 1, Košice 2, the central warehouse 3
const BRATISLAVA = 1;
const KOSICE = 2;
const CENTRAL = 3;

/** A product's pieces: its total and per warehouse id. */
async function stockOf(productId: number) {
  const db = await getDb();
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  const rows = await db.select().from(warehouseStock).where(eq(warehouseStock.productId, productId));
  return { total: row!.stock, ...Object.fromEntries(rows.map((r) => [r.warehouseId, r.stock])) } as Record<string, number> & { total: number };
}

/** A product in stock, `byWarehouse` pieces per warehouse id, as a stock import would set it. */
async function productStocked(skip: number, byWarehouse: Record<number, number>): Promise<number> {
  const product = (await stockedProducts(skip + 1))[skip]!;
  await setProductStock(await getDb(), product.slug, 0, new Map(Object.entries(byWarehouse).map(([id, n]) => [Number(id), n])));
  return product.id;
}

/** Fills the basket and chooses personal pickup at `salePoint` with bank transfer; returns the basket id. */
async function readyPickup(cookie: string, productId: number, quantity: number, salePoint: number): Promise<number> {
  expect((await add(cookie, productId, quantity)).status).toBe(200);
  const basket = (await basketOf(cookie)).id!;
  const steps: Array<[string, string, unknown]> = [
    ['PUT', '/cart/address/1', { basket, address: toAddressPayload(TEST_BILLING) }],
    ['PATCH', '/cart/additional', { basket, is_delivery_address: false }],
    ['PUT', '/cart/shipping/sk', { basket, saturdayDelivery: false, shipping: 3 }],
    ['PATCH', '/basket/sale-point', { basket, salePoint }],
    ['PUT', '/cart/payment', { basket, payment: 1 }],
    ['PATCH', '/basket/note', { basket, note: '' }],
  ];
  for (const [method, path, body] of steps) {
    const answer = await callJson(method, `${V1}${path}`, { cookie, body });
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return basket;
}

describeOnEachDriver('stock per warehouse (decision 066)', () => {
  afterEach(settleBackgroundWork);

  it('GET /x/products/{ids}/stock lists the three warehouses with pickup schedules and the seeded split, which sums to the product stock', async () => {
    const seeded = await stockedProducts(30, 0);
    const ids = seeded.map((p) => p.id);
    const answer = await callJson('GET', `${V1}/x/products/${ids.join(',')}/stock`);
    expect(answer.status).toBe(200);
    const { warehouses, products: stock } = warehouseStockResponseSchema.parse(answer.body);
    expect(warehouses).toEqual([
      { id: BRATISLAVA, label: 'Bratislava', place: 'v Bratislave', pick_up: true, cut_off: '12:00', ready_from: '14:00' },
      { id: KOSICE, label: 'Košice', place: 'v Košiciach', pick_up: true, cut_off: '11:00', ready_from: '13:30' },
      { id: CENTRAL, label: 'Centrálny sklad', place: 'v centrálnom sklade', pick_up: false },
    ]);
    expect(stock.map((p) => p.id)).toEqual(ids);
    for (const p of seeded) {
      const rows = stock.find((s) => s.id === p.id)!.warehouses;
      expect(rows.reduce((sum, w) => sum + w.stock, 0)).toBe(p.stock);
    }
    // realistic: some products have none in Košice while the central warehouse holds most
    expect(stock.some((p) => p.warehouses.find((w) => w.id === KOSICE)?.stock === 0)).toBe(true);
    expect(stock.some((p) => (p.warehouses.find((w) => w.id === BRATISLAVA)?.stock ?? 0) > 0)).toBe(true);
  });

  it('refuses a malformed or too long id list', async () => {
    expect((await callJson('GET', `${V1}/x/products/1,x/stock`)).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await callJson('GET', `${V1}/x/products/${many}/stock`)).status).toBe(400);
  });

  it('checkout offers only the pickup warehouses, each with its cut-off and ready time; the central one is refused as a sale point', async () => {
    const { warehouses } = warehousesResponseSchema.parse((await callJson('GET', `${V1}/cart/warehouses`)).body);
    expect(warehouses.map((w) => [w.label, w.place, w.cut_off, w.ready_from])).toEqual([
      ['Bratislava', 'v Bratislave', '12:00', '14:00'],
      ['Košice', 'v Košiciach', '11:00', '13:30'],
    ]);
    const cookie = await buyer('centralny-sklad@example.sk');
    const product = (await stockedProducts(1))[0]!;
    expect((await add(cookie, product.id, 1)).status).toBe(200);
    const basket = (await basketOf(cookie)).id!;
    expect((await callJson('PATCH', `${V1}/basket/sale-point`, { cookie, body: { basket, salePoint: CENTRAL } })).status).toBe(400);
  });

  it('a pickup order in Košice takes its pieces from Košice; a delivered one from the central warehouse; the total stays the sum', async () => {
    const product = await productStocked(0, { [BRATISLAVA]: 4, [KOSICE]: 3, [CENTRAL]: 50 });
    const picker = await buyer('odber-kosice@example.sk');
    expect((await placeBasket(picker, await readyPickup(picker, product, 2, KOSICE))).status).toBe(200);
    expect(await stockOf(product)).toEqual({ total: 55, [BRATISLAVA]: 4, [KOSICE]: 1, [CENTRAL]: 50 });
    const courier = await buyer('kurier-centralny@example.sk');
    expect((await placeBasket(courier, await readyBasket(courier, product, 5))).status).toBe(200);
    expect(await stockOf(product)).toEqual({ total: 50, [BRATISLAVA]: 4, [KOSICE]: 1, [CENTRAL]: 45 });
  });

  it('cart lines and order detail lines carry their product_id, with which the extension answers the stock of every line in one call', async () => {
    const product = await productStocked(3, { [BRATISLAVA]: 4, [KOSICE]: 0, [CENTRAL]: 120 });
    const cookie = await buyer('riadky-sklady@example.sk');
    const basket = await readyPickup(cookie, product, 2, BRATISLAVA);
    const lines = (await basketOf(cookie)).products;
    expect(lines.map((l) => l.product_id)).toEqual([product]);
    const stock = warehouseStockResponseSchema.parse((await callJson('GET', `${V1}/x/products/${lines.map((l) => l.product_id).join(',')}/stock`)).body);
    expect(stock.products).toEqual([
      {
        id: product,
        warehouses: expect.arrayContaining([
          { id: BRATISLAVA, stock: 4 },
          { id: CENTRAL, stock: 120 },
        ]) as unknown,
      },
    ]);
    const placed = await placeBasket(cookie, basket);
    expect(placed.status).toBe(200);
    const orderId = placeOrderResponseSchema.parse(placed.body).order.id;
    const detail = orderDetailResponseSchema.parse((await callJson('GET', `${V1}/customer/order/detail/${orderId}/sk`, { cookie })).body).orders;
    expect(detail.products.map((l) => l.product_id)).toEqual([product]);
  });

  it('a product whose stock an import wrote only as the total still reserves exactly: the warehouse gets its row', async () => {
    const product = (await stockedProducts(3))[2]!;
    const db = await getDb();
    await db.delete(warehouseStock).where(eq(warehouseStock.productId, product.id));
    await db.update(products).set({ stock: 7 }).where(eq(products.id, product.id));
    const cookie = await buyer('len-sucet@example.sk');
    expect((await placeBasket(cookie, await readyPickup(cookie, product.id, 2, BRATISLAVA))).status).toBe(200);
    expect(await stockOf(product.id)).toEqual({ total: 5, [BRATISLAVA]: -2 });
  });

  it('two customers racing for the last piece in Košice: both orders placed, Košice exactly at -1, so one has it and one waits for it', async () => {
    const product = await productStocked(1, { [BRATISLAVA]: 0, [KOSICE]: 1, [CENTRAL]: 9 });
    const carts = [];
    for (const name of ['prvy', 'druhy']) {
      const cookie = await buyer(`posledny-v-kosiciach-${name}@example.sk`);
      carts.push({ cookie, basket: await readyPickup(cookie, product, 1, KOSICE) });
    }
    const answers = await Promise.all(carts.map(({ cookie, basket }) => placeBasket(cookie, basket)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const ids = answers.map((a) => placeOrderResponseSchema.parse(a.body).order.id);
    expect(new Set(ids).size).toBe(2);
    expect(await stockOf(product)).toEqual({ total: 8, [BRATISLAVA]: 0, [KOSICE]: -1, [CENTRAL]: 9 });
    const db = await getDb();
    const rows = await db
      .select()
      .from(warehouseStock)
      .where(and(eq(warehouseStock.productId, product), inArray(warehouseStock.warehouseId, [KOSICE])));
    expect(rows).toHaveLength(1);
  });
});
