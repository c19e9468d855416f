import fs from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { invoicesResponseSchema, orderDetailResponseSchema, ordersResponseSchema } from '@/lib/contract/schemas/account';
import { placeOrderResponseSchema } from '@/lib/contract/schemas/checkout';
import { toAddressPayload } from '@/lib/contract/schemas/requests/address';
import { getDb } from '@/lib/backend/db/client';
import { invoices, orders, products } from '@/lib/backend/db/schema';
import { callJson } from '../support/backend';
import { errorsOf, mailFiles, SLOW } from '../account/helpers';
import { add, basketOf, newCustomerCookie } from '../cart/support';
import { stockedProducts } from './support';
import { TEST_BILLING } from '../../support/test-customer';

jest.setTimeout(SLOW);

const V1 = '/admin/v1';

interface Choices {
  shipping: number;
  payment: number;
  salePoint?: number | null;
  packeta?: { packetaPoint: string; packetaPointName: string; packetaPointAddress: string };
  delivery?: typeof TEST_BILLING;
  note?: string;
}

/** The storefront's placing sequence (docs/rules.md#states) for `basket`; returns the place call's answer. */
async function checkout(cookie: string, basket: number, choices: Choices, followNews = false) {
  const steps: Array<[string, string, unknown]> = [
    ['PUT', '/cart/address/1', { basket, address: toAddressPayload(TEST_BILLING) }],
    ...(choices.delivery ? ([['PUT', '/cart/address/2', { basket, address: toAddressPayload(choices.delivery) }]] as Array<[string, string, unknown]>) : []),
    ['PATCH', '/cart/additional', { basket, is_delivery_address: Boolean(choices.delivery) }],
    ['PUT', '/cart/shipping/sk', { basket, saturdayDelivery: false, shipping: choices.shipping, ...choices.packeta }],
    ['PATCH', '/basket/sale-point', { basket, salePoint: choices.salePoint ?? null }],
    ['PUT', '/cart/payment', { basket, payment: choices.payment }],
    ['PATCH', '/basket/note', { basket, note: choices.note ?? '' }],
  ];
  for (const [method, path, body] of steps) {
    const answer = await callJson(method, V1 + path, { cookie, body });
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return callJson('PUT', `${V1}/cart/order/sk`, { cookie, body: { basket, followNews } });
}

async function filledBasket(cookie: string, lines: Array<{ id: number; quantity: number }>): Promise<number> {
  for (const line of lines) expect((await add(cookie, line.id, line.quantity)).status).toBe(200);
  const basket = await basketOf(cookie);
  return basket.id!;
}

async function stockOf(ids: number[]): Promise<Map<number, number>> {
  const rows = await (await getDb()).select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.stock]));
}

describe('PUT /cart/order', () => {
  it('places a delivery order: prices re-read, stock decremented, invoice issued, basket emptied, mail sent', async () => {
    const cookie = await newCustomerCookie('objednavka@example.sk');
    const [a, b] = await stockedProducts(2);
    const before = await stockOf([a!.id, b!.id]);
    const basket = await filledBasket(cookie, [
      { id: a!.id, quantity: 2 },
      { id: b!.id, quantity: 1 },
    ]);
    const placed = await checkout(cookie, basket, { shipping: 1, payment: 2, note: 'Volať vopred' });
    expect(placed.status).toBe(200);
    const { order } = placeOrderResponseSchema.parse(placed.body);
    expect(order.number).toMatch(/^\d{10}$/);

    expect((await basketOf(cookie)).amount).toBe(0);
    const after = await stockOf([a!.id, b!.id]);
    expect(after.get(a!.id)).toBe(before.get(a!.id)! - 2);
    expect(after.get(b!.id)).toBe(before.get(b!.id)! - 1);

    const detail = orderDetailResponseSchema.parse((await callJson('GET', `${V1}/customer/order/detail/${order.id}/sk`, { cookie })).body).orders;
    const productsCents = a!.priceCents * 2 + b!.priceCents;
    expect(Math.round(detail.products_price_without_vat * 100)).toBe(productsCents);
    expect(Math.round(detail.price_without_vat * 100)).toBe(productsCents + 590 + 150);
    expect(detail).toMatchObject({
      shipping: 'Kuriér SPS',
      payment: 'Dobierka',
      invoice_name: 'Eva Nováková',
      invoice_email: 'objednavka@example.sk',
      delivery_city: 'Žilina',
    });

    const { orders: list } = ordersResponseSchema.parse((await callJson('GET', `${V1}/customer/orders/12/0`, { cookie })).body);
    expect(list.map((o) => o.id)).toEqual([order.id]);
    const { invoices: bills } = invoicesResponseSchema.parse((await callJson('GET', `${V1}/customer/invoices/12/0`, { cookie })).body);
    expect(bills).toHaveLength(1);
    const withVat = Math.floor(((productsCents + 740) * 12_300 + 5_000) / 10_000);
    expect(Math.round(bills[0]!.amount * 100)).toBe(withVat);
    expect(bills[0]!.not_paid_amount).toBe(bills[0]!.amount);
    expect(new Date(bills[0]!.due_to).getTime() - new Date(bills[0]!.created_at).getTime()).toBe(14 * 86_400_000);

    const mails = (await mailFiles()).map((f) => fs.readFileSync(f, 'utf8')).filter((m) => m.includes('objednavka@example.sk'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(order.number);
  });

  it('places the same basket once, even when two placements run at the same time', async () => {
    const cookie = await newCustomerCookie('dvakrat@example.sk');
    const [a] = await stockedProducts(1);
    const before = (await stockOf([a!.id])).get(a!.id)!;
    const basket = await filledBasket(cookie, [{ id: a!.id, quantity: 3 }]);
    await checkout(cookie, basket, { shipping: 1, payment: 1 });
    const [first, second] = await Promise.all([
      callJson('PUT', `${V1}/cart/order/sk`, { cookie, body: { basket, followNews: false } }),
      callJson('PUT', `${V1}/cart/order/sk`, { cookie, body: { basket, followNews: false } }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const one = placeOrderResponseSchema.parse(first.body).order;
    expect(placeOrderResponseSchema.parse(second.body).order).toEqual(one);
    const again = await callJson('PUT', `${V1}/cart/order/sk`, { cookie, body: { basket, followNews: false } });
    expect(placeOrderResponseSchema.parse(again.body).order).toEqual(one);
    const db = await getDb();
    expect(await db.select().from(orders).where(eq(orders.cartId, basket))).toHaveLength(1);
    expect(await db.select().from(invoices).where(eq(invoices.orderId, one.id))).toHaveLength(1);
    expect((await stockOf([a!.id])).get(a!.id)).toBe(before - 3);
  });

  it('keeps the pickup store and the Packeta point, and a separate delivery address', async () => {
    const cookie = await newCustomerCookie('odber@example.sk');
    const [a] = await stockedProducts(1);
    const pickup = placeOrderResponseSchema.parse(
      (await checkout(cookie, await filledBasket(cookie, [{ id: a!.id, quantity: 1 }]), { shipping: 3, salePoint: 2, payment: 3 })).body,
    ).order;
    const packeta = { packetaPoint: '10006', packetaPointName: 'Zásielkovňa Žilina, Národná', packetaPointAddress: 'Národná 12, 010 01 Žilina' };
    const viaPacketa = placeOrderResponseSchema.parse(
      (await checkout(cookie, await filledBasket(cookie, [{ id: a!.id, quantity: 1 }]), { shipping: 2, payment: 1, packeta })).body,
    ).order;
    const delivery = { ...TEST_BILLING, firstName: 'Marek', street: 'Skladová 9', city: 'Martin', zip: '036 01' };
    const separate = placeOrderResponseSchema.parse(
      (await checkout(cookie, await filledBasket(cookie, [{ id: a!.id, quantity: 1 }]), { shipping: 1, payment: 1, delivery })).body,
    ).order;
    const detail = async (id: number) =>
      orderDetailResponseSchema.parse((await callJson('GET', `${V1}/customer/order/detail/${id}/sk`, { cookie })).body).orders;
    expect(await detail(pickup.id)).toMatchObject({
      shipping: 'Osobný odber',
      delivery_name: 'Predajňa a sklad Košice',
      delivery_city: 'Košice',
      delivery_zip: '040 01',
    });
    expect(await detail(viaPacketa.id)).toMatchObject({ delivery_name: 'Zásielkovňa Žilina, Národná', delivery_street: 'Národná 12' });
    expect(await detail(separate.id)).toMatchObject({ delivery_name: 'Marek Nováková', delivery_street: 'Skladová 9', invoice_street: 'Hlavná 5' });
  });

  it('refuses an incomplete checkout, an empty basket and a foreign basket, leaving the cart intact (stock never refuses: stock-rule.test.ts)', async () => {
    const cookie = await newCustomerCookie('neuplna@example.sk');
    const [a] = await stockedProducts(1);
    const basket = await filledBasket(cookie, [{ id: a!.id, quantity: 1 }]);
    const bare = await callJson('PUT', `${V1}/cart/order/sk`, { cookie, body: { basket, followNews: false } });
    expect(bare.status).toBe(400);
    expect(errorsOf(bare.body).map((e) => e.key)).toEqual(expect.arrayContaining(['shipping', 'payment', 'address']));
    const noStore = await checkout(cookie, basket, { shipping: 3, payment: 1 });
    expect(noStore.status).toBe(400);
    expect(errorsOf(noStore.body)).toEqual([{ key: 'salePoint', code: 'messages.validation.salePoint.required' }]);

    expect((await basketOf(cookie)).amount).toBe(1);

    const other = await newCustomerCookie('cudzi@example.sk');
    expect((await callJson('PUT', `${V1}/cart/order/sk`, { cookie: other, body: { basket, followNews: false } })).status).toBe(404);
    expect((await callJson('PUT', `${V1}/cart/order/sk`, { body: { basket, followNews: false } })).status).toBe(401);
    const empty = await newCustomerCookie('prazdny@example.sk');
    await add(empty, a!.id, 1);
    const emptyBasket = (await basketOf(empty)).id!;
    await callJson('DELETE', `${V1}/basket/remove/${(await basketOf(empty)).products[0]!.id}`, { cookie: empty });
    const none = await checkout(empty, emptyBasket, { shipping: 1, payment: 1 });
    expect(none.status).toBe(400);
    expect(errorsOf(none.body)).toEqual([{ key: 'basket', code: 'messages.basket.empty' }]);
  });

  it("duplicates an order's lines into the basket; another customer's order is 404", async () => {
    const cookie = await newCustomerCookie('znova@example.sk');
    const [a, b] = await stockedProducts(2);
    const basket = await filledBasket(cookie, [
      { id: a!.id, quantity: 2 },
      { id: b!.id, quantity: 1 },
    ]);
    const { order } = placeOrderResponseSchema.parse((await checkout(cookie, basket, { shipping: 1, payment: 1 })).body);
    expect((await basketOf(cookie)).amount).toBe(0);
    expect((await callJson('PUT', `${V1}/customer/order/duplicateIntoBasket/${order.id}`, { cookie, body: { basket: null } })).status).toBe(200);
    const copied = await basketOf(cookie);
    expect(copied.products.map((p) => [p.code, p.quantity])).toEqual([
      [a!.code, 2],
      [b!.code, 1],
    ]);
    await callJson('PUT', `${V1}/customer/order/duplicateIntoBasket/${order.id}`, { cookie, body: { basket: copied.id } });
    expect((await basketOf(cookie)).amount).toBe(6);
    const other = await newCustomerCookie('cudzi-duplikat@example.sk');
    expect((await callJson('PUT', `${V1}/customer/order/duplicateIntoBasket/${order.id}`, { cookie: other, body: { basket: null } })).status).toBe(404);
    expect((await callJson('PUT', `${V1}/customer/order/duplicateIntoBasket/${order.id}`, { cookie: other, body: { basket: copied.id } })).status).toBe(404);
  });
});
