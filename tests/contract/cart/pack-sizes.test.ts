import { eq } from 'drizzle-orm';
import { basketResponseSchema } from '@/lib/contract/schemas/cart';
import { placeOrderResponseSchema } from '@/lib/contract/schemas/checkout';
import { productFilterResponseSchema, productResponseSchema } from '@/lib/contract/schemas/product';
import { productLookupResponseSchema } from '@/lib/contract/schemas/product-lookup';
import { getDb } from '@/lib/backend/db/client';
import { orders, products } from '@/lib/backend/db/schema';
import { callJson } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { SLOW } from '../account/helpers';
import { expectError, filter } from '../catalogue/support';
import { buyer, placeBasket, readyBasket, stockedProducts } from '../checkout/support';
import { add, basketOf, update } from './support';

jest.setTimeout(SLOW);

type Product = Awaited<ReturnType<typeof stockedProducts>>[number];

/** Sells a product by the pack from a minimum, in a unit, as a catalogue editor would (docs/decisions/058-trade-terms.md). */
async function sellBy(product: Product, packSize: number, minQuantity: number, unitOfMeasure: string) {
  await (await getDb()).update(products).set({ packSize, minQuantity, unitOfMeasure }).where(eq(products.id, product.id));
}

const refusal = (code: 'packSize' | 'minQuantity', params: Record<string, string | number>) => [{ key: 'quantity', code: `messages.basket.${code}`, params }];

const duplicate = (cookie: string, orderId: number) =>
  callJson('PUT', `/admin/v1/customer/order/duplicateIntoBasket/${orderId}`, { cookie, body: { basket: null } });

describeOnEachDriver('pack sizes and minimums (decision 058)', () => {
  let cable: Product;
  let anchors: Product;
  let plain: Product;

  beforeAll(async () => {
    [cable, anchors, plain] = (await stockedProducts(3)) as [Product, Product, Product];
    await sellBy(cable, 305, 305, 'm');
    await sellBy(anchors, 100, 200, 'ks');
    // whatever the demo seed sells by the pack, this one goes by the piece
    await sellBy(plain, 1, 1, plain.unitOfMeasure);
  });

  it('carries pack_size and min_quantity in the detail, list items and related products, for guests too (no price)', async () => {
    const detail = await callJson('GET', `/admin/v1/product/detail/url/${cable.slug}/sk`);
    const product = productResponseSchema.parse(detail.body).product;
    expect(product).toMatchObject({ pack_size: 305, min_quantity: 305, unit_of_measure: 'm', price_exc_vat: null });
    for (const related of product.related_products)
      expect(related).toEqual(expect.objectContaining({ pack_size: expect.any(Number), min_quantity: expect.any(Number) }));

    const listing = await filter(anchors.categoryId, { order: { 'product.id': 'ASC' }, limit: 100 });
    const items = productFilterResponseSchema.parse(listing.body).products;
    expect(items.find((item) => item.id === anchors.id)).toMatchObject({ pack_size: 100, min_quantity: 200 });
    for (const item of items) expect(item).toEqual(expect.objectContaining({ pack_size: expect.any(Number), min_quantity: expect.any(Number) }));
    const single = await callJson('GET', `/admin/v1/product/detail/url/${plain.slug}/sk`);
    expect(productResponseSchema.parse(single.body).product).toMatchObject({ pack_size: 1, min_quantity: 1 });
  });

  it('carries them in lookup results and cart lines', async () => {
    const cookie = await buyer('balenia-lookup@example.sk');
    const looked = await callJson('POST', '/admin/v1/x/products/lookup', { cookie, body: { codes: [cable.code, plain.code] } });
    const [cableResult, plainResult] = productLookupResponseSchema.parse(looked.body).results;
    expect(cableResult!.products[0]).toMatchObject({ id: cable.id, pack_size: 305, min_quantity: 305 });
    expect(plainResult!.products[0]).toMatchObject({ id: plain.id, pack_size: 1, min_quantity: 1 });

    expect((await add(cookie, cable.id, 610)).status).toBe(200);
    const line = (await basketOf(cookie)).products[0];
    expect(line).toMatchObject({ code: cable.code, quantity: 610, pack_size: 305, min_quantity: 305, unit_of_measure: 'm' });
  });

  it('PUT /basket/add refuses what is not whole packs or below the minimum, naming the pack and the two nearest quantities; nothing changes', async () => {
    const cookie = await buyer('balenia-pridat@example.sk');
    expect(expectError(await add(cookie, cable.id, 500), 400)).toEqual(refusal('packSize', { pack: 305, unit: 'm', min: 305, lower: 305, higher: 610 }));
    // below the first pack there is nothing lower to offer
    expect(expectError(await add(cookie, cable.id, 100), 400)).toEqual(refusal('packSize', { pack: 305, unit: 'm', min: 305, higher: 305 }));
    // whole packs but below a minimum of two
    expect(expectError(await add(cookie, anchors.id, 100), 400)).toEqual(refusal('minQuantity', { pack: 100, unit: 'ks', min: 200, higher: 200 }));
    expect(expectError(await add(cookie, anchors.id, 150), 400)).toEqual(refusal('minQuantity', { pack: 100, unit: 'ks', min: 200, higher: 200 }));
    expect(expectError(await add(cookie, anchors.id, 250), 400)).toEqual(refusal('packSize', { pack: 100, unit: 'ks', min: 200, lower: 200, higher: 300 }));
    // a refused first add makes no cart
    expect((await basketOf(cookie)).id).toBeNull();

    expect((await add(cookie, cable.id, 305)).status).toBe(200);
    expect((await add(cookie, anchors.id, 200)).status).toBe(200);
    // adding to a line: whole packs more, the minimum is met already; the nearest are what to add
    expect(expectError(await add(cookie, cable.id, 100), 400)).toEqual(refusal('packSize', { pack: 305, unit: 'm', min: 305, higher: 305 }));
    expect(expectError(await add(cookie, cable.id, 400), 400)).toEqual(refusal('packSize', { pack: 305, unit: 'm', min: 305, lower: 305, higher: 610 }));
    expect((await add(cookie, anchors.id, 100)).status).toBe(200);
    const response = await add(cookie, cable.id, 305);
    expect(response.status).toBe(200);
    const cart = basketResponseSchema.parse(response.body).basket;
    expect(cart.products.map((l) => [l.code, l.quantity])).toEqual([
      [cable.code, 610],
      [anchors.code, 300],
    ]);
    // a product sold by the piece takes any quantity
    expect((await add(cookie, plain.id, 7)).status).toBe(200);
  });

  it('PATCH /basket/update refuses the same way and keeps the line; whole packs up to the most below 9999 are taken', async () => {
    const cookie = await buyer('balenia-zmenit@example.sk');
    expect((await add(cookie, cable.id, 305)).status).toBe(200);
    expect((await add(cookie, plain.id, 1)).status).toBe(200);
    const [cableLine, plainLine] = (await basketOf(cookie)).products;

    expect(expectError(await update(cookie, { id: cableLine!.id, quantity: 500 }), 400)).toEqual(
      refusal('packSize', { pack: 305, unit: 'm', min: 305, lower: 305, higher: 610 }),
    );
    // 9999 is no whole pack; 9760 (32 boxes) is the most a line holds
    expect(expectError(await update(cookie, { id: cableLine!.id, quantity: 9999 }), 400)).toEqual(
      refusal('packSize', { pack: 305, unit: 'm', min: 305, lower: 9760 }),
    );
    expect((await basketOf(cookie)).products[0]!.quantity).toBe(305);
    expect((await update(cookie, { id: cableLine!.id, quantity: 9760 })).status).toBe(200);
    expect((await update(cookie, { id: cableLine!.id, quantity: 1220 })).status).toBe(200);
    expect((await update(cookie, { id: plainLine!.id, quantity: 13 })).status).toBe(200);
    expect((await basketOf(cookie)).products.map((l) => l.quantity)).toEqual([1220, 13]);
  });

  it('duplicating an order refuses lines a pack set since makes wrong, naming the product; with whole packs it sums into the basket', async () => {
    const cookie = await buyer('balenia-znova@example.sk');
    expect((await add(cookie, cable.id, 610)).status).toBe(200);
    const basket = await readyBasket(cookie, plain.id, 2);
    const placed = await placeBasket(cookie, basket);
    expect(placed.status).toBe(200);
    const { order } = placeOrderResponseSchema.parse(placed.body);

    // the cable is now sold by 400 m boxes: 610 m is none, and nothing is copied
    await sellBy(cable, 400, 400, 'm');
    try {
      expect(expectError(await duplicate(cookie, order.id), 400)).toEqual(
        refusal('packSize', { pack: 400, unit: 'm', min: 400, lower: 400, higher: 800, product: cable.name }),
      );
      expect((await basketOf(cookie)).products).toEqual([]);
    } finally {
      await sellBy(cable, 305, 305, 'm');
    }

    expect((await duplicate(cookie, order.id)).status).toBe(200);
    expect((await duplicate(cookie, order.id)).status).toBe(200);
    const copied = await basketOf(cookie);
    expect(copied.products.map((l) => [l.code, l.quantity])).toEqual([
      [cable.code, 1220],
      [plain.code, 4],
    ]);
  });

  it('placing re-checks the packs: a line a pack set since makes wrong is refused like the basket, naming the product; nothing placed, cart intact', async () => {
    const cookie = await buyer('balenia-objednat@example.sk');
    expect((await add(cookie, cable.id, 610)).status).toBe(200);
    expect((await add(cookie, anchors.id, 200)).status).toBe(200);
    const basket = await readyBasket(cookie, plain.id, 2);
    const stockBefore = await (await getDb()).select({ id: products.id, stock: products.stock }).from(products).where(eq(products.id, cable.id));

    // the cable now by 400 m boxes, the anchors from 300: both lines as they stand are no longer sold
    await sellBy(cable, 400, 400, 'm');
    await sellBy(anchors, 100, 300, 'ks');
    const before = await basketOf(cookie);
    try {
      expect(expectError(await placeBasket(cookie, basket), 400)).toEqual([
        ...refusal('packSize', { pack: 400, unit: 'm', min: 400, lower: 400, higher: 800, product: cable.name }),
        ...refusal('minQuantity', { pack: 100, unit: 'ks', min: 300, higher: 300, product: anchors.name }),
      ]);
      expect(await basketOf(cookie)).toEqual(before);
      const db = await getDb();
      expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, basket))).toEqual([]);
      expect(await db.select({ id: products.id, stock: products.stock }).from(products).where(eq(products.id, cable.id))).toEqual(stockBefore);

      // lines set to what is sold now: placed
      const [cableLine, anchorsLine] = before.products;
      expect((await update(cookie, { id: cableLine!.id, quantity: 800 })).status).toBe(200);
      expect((await update(cookie, { id: anchorsLine!.id, quantity: 300 })).status).toBe(200);
      expect((await placeBasket(cookie, basket)).status).toBe(200);
    } finally {
      await sellBy(cable, 305, 305, 'm');
      await sellBy(anchors, 100, 200, 'ks');
    }
  });
});
