import { eq } from 'drizzle-orm';
import { okSchema } from '@/lib/contract/schemas/common';
import {
  packetaPointsResponseSchema,
  paymentMethodsResponseSchema,
  shippingMethodsResponseSchema,
  warehousesResponseSchema,
} from '@/lib/contract/schemas/checkout';
import { toAddressPayload } from '@/lib/contract/schemas/requests/address';
import { getDb } from '@/lib/backend/db/client';
import { addresses, carts } from '@/lib/backend/db/schema';
import { DEMO_INVOICE_ADDRESS } from '@/lib/backend/seed/demo-customer';
import { callJson, demoCustomerCookie } from '../support/backend';
import { errorsOf, register, signIn, SLOW } from '../account/helpers';
import { demoCustomer, openCartWith, stockedProducts } from './support';

jest.setTimeout(SLOW);

const V1 = '/admin/v1';

async function cartRow(id: number) {
  const [row] = await (await getDb()).select().from(carts).where(eq(carts.id, id));
  if (!row) throw new Error('cart gone');
  return row;
}

describe('checkout option lists', () => {
  it('GET /cart/shipping lists the methods with a numeric-string price, one default, one Packeta, one pickup', async () => {
    const { status, body } = await callJson('GET', `${V1}/cart/shipping/sk`);
    expect(status).toBe(200);
    const { shipping } = shippingMethodsResponseSchema.parse(body);
    expect(shipping.map((s) => [s.name, s.price])).toEqual([
      ['Kuriér SPS', '5.90'],
      ['Zásielkovňa – výdajné miesto', '3.90'],
      ['Osobný odber', '0.00'],
    ]);
    expect(shipping.filter((s) => s.default)).toHaveLength(1);
    expect(shipping.filter((s) => s.is_packeta).map((s) => s.name)).toEqual(['Zásielkovňa – výdajné miesto']);
    expect(shipping.filter((s) => s.pick_up).map((s) => s.name)).toEqual(['Osobný odber']);
  });

  it('GET /cart/payment lists the options with store and shipping flags', async () => {
    const { body } = await callJson('GET', `${V1}/cart/payment/sk`);
    const { payments } = paymentMethodsResponseSchema.parse(body);
    expect(payments.filter((p) => p.allow_for_store).map((p) => p.name)).toEqual(['Bankový prevod', 'Platba v hotovosti pri odbere', 'Platobná karta']);
    expect(payments.filter((p) => p.allow_for_shipping).map((p) => p.name)).toEqual(['Bankový prevod', 'Dobierka', 'Platobná karta']);
    expect(payments.find((p) => p.name === 'Dobierka')?.price).toBe(1.5);
  });

  it('GET /cart/warehouses lists the sale points with HTML addresses', async () => {
    const { body } = await callJson('GET', `${V1}/cart/warehouses`);
    const { warehouses } = warehousesResponseSchema.parse(body);
    expect(warehouses.map((w) => w.name)).toEqual(['Predajňa a sklad Bratislava', 'Predajňa a sklad Košice']);
    expect(warehouses[0]?.address).toContain('<br>');
  });

  it('GET /packeta/points serves the demo points of the widget stand-in', async () => {
    const { body } = await callJson('GET', `${V1}/packeta/points`);
    const { points } = packetaPointsResponseSchema.parse(body);
    expect(points.length).toBeGreaterThanOrEqual(10);
    expect(points[0]).toEqual(expect.objectContaining({ id: expect.any(String), city: expect.any(String), zip: expect.any(String) }));
  });
});

describe('checkout choices on the cart', () => {
  let cookie: string;
  let basket: number;
  beforeAll(async () => {
    cookie = await demoCustomerCookie();
    const [product] = await stockedProducts(1);
    basket = await openCartWith((await demoCustomer()).id, [{ productId: product!.id, quantity: 1 }]);
  });

  it.each([
    ['PUT', '/cart/shipping/sk', { basket: 1, saturdayDelivery: false, shipping: 1 }],
    ['PATCH', '/basket/sale-point', { basket: 1, salePoint: null }],
    ['PUT', '/cart/payment', { basket: 1, payment: 1 }],
    ['PATCH', '/cart/additional', { basket: 1, is_delivery_address: false }],
    ['PATCH', '/basket/note', { basket: 1, note: '' }],
    ['PATCH', '/cart/gift-card', { id: 1, code: '' }],
    ['PATCH', '/cart/address', toAddressPayload(DEMO_INVOICE_ADDRESS)],
    ['PUT', '/cart/address/1', { basket: 1, address: toAddressPayload(DEMO_INVOICE_ADDRESS) }],
  ])('%s %s answers 401 to guests', async (method, path, body) => {
    const { status, body: answer } = await callJson(method, V1 + path, { body });
    expect(status).toBe(401);
    expect(errorsOf(answer)).toEqual([{ key: 'user', code: 'messages.user.not-logged-in' }]);
  });

  it('PUT /cart/shipping keeps the Packeta point and refuses a Packeta method without one', async () => {
    const missing = await callJson('PUT', `${V1}/cart/shipping/sk`, { cookie, body: { basket, saturdayDelivery: false, shipping: 2 } });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.body)[0]?.key).toBe('packetaPoint');
    const set = await callJson('PUT', `${V1}/cart/shipping/sk`, {
      cookie,
      body: {
        basket,
        saturdayDelivery: false,
        shipping: 2,
        packetaPoint: '10003',
        packetaPointName: 'Zásielkovňa Trnava, Hlavná',
        packetaPointAddress: 'Hlavná 21, 917 01 Trnava',
      },
    });
    expect(set.status).toBe(200);
    okSchema.parse(set.body);
    expect(await cartRow(basket)).toMatchObject({ shippingMethodId: 2, packetaPoint: '10003', packetaPointName: 'Zásielkovňa Trnava, Hlavná' });
    await callJson('PUT', `${V1}/cart/shipping/sk`, { cookie, body: { basket, saturdayDelivery: false, shipping: 1 } });
    expect(await cartRow(basket)).toMatchObject({ shippingMethodId: 1, packetaPoint: null });
  });

  it('PUT /cart/payment refuses a payment the shipping does not allow (cash is for pickup only)', async () => {
    await callJson('PUT', `${V1}/cart/shipping/sk`, { cookie, body: { basket, saturdayDelivery: false, shipping: 1 } });
    const refused = await callJson('PUT', `${V1}/cart/payment`, { cookie, body: { basket, payment: 3 } });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.body)).toEqual([{ key: 'payment', code: 'messages.validation.payment.notAllowed' }]);
    expect((await callJson('PUT', `${V1}/cart/payment`, { cookie, body: { basket, payment: 2 } })).status).toBe(200);
    await callJson('PUT', `${V1}/cart/shipping/sk`, { cookie, body: { basket, saturdayDelivery: false, shipping: 3 } });
    expect((await callJson('PUT', `${V1}/cart/payment`, { cookie, body: { basket, payment: 3 } })).status).toBe(200);
  });

  it('PATCH /basket/sale-point, /basket/note and /cart/additional are stored on the cart', async () => {
    expect((await callJson('PATCH', `${V1}/basket/sale-point`, { cookie, body: { basket, salePoint: 2 } })).status).toBe(200);
    expect((await callJson('PATCH', `${V1}/basket/sale-point`, { cookie, body: { basket, salePoint: 999 } })).status).toBe(400);
    expect((await callJson('PATCH', `${V1}/basket/note`, { cookie, body: { basket, note: '  Zadný vchod  ' } })).status).toBe(200);
    expect((await callJson('PATCH', `${V1}/cart/additional`, { cookie, body: { basket, is_delivery_address: true } })).status).toBe(200);
    expect(await cartRow(basket)).toMatchObject({ salePointId: 2, note: 'Zadný vchod', isDeliveryAddress: true });
  });

  it('PUT /cart/address/{1|2} keeps the order addresses and stores them for the next checkout', async () => {
    const billing = await callJson('PUT', `${V1}/cart/address/1`, {
      cookie,
      body: { basket, address: toAddressPayload({ ...DEMO_INVOICE_ADDRESS, street: 'Nová 1' }) },
    });
    expect(billing.status).toBe(200);
    const invalid = await callJson('PUT', `${V1}/cart/address/1`, {
      cookie,
      body: { basket, address: toAddressPayload({ ...DEMO_INVOICE_ADDRESS, city: ' ' }) },
    });
    expect(invalid.status).toBe(400);
    expect(errorsOf(invalid.body)).toEqual([{ key: 'address.city', code: 'messages.validation.address.city.required' }]);
    const delivery = { firstName: 'Ján', lastName: 'Horváth', street: 'Dlhá 2', city: 'Senec', zip: '903 01', phone: '' };
    expect((await callJson('PUT', `${V1}/cart/address/2`, { cookie, body: { basket, address: toAddressPayload(delivery) } })).status).toBe(200);
    expect((await callJson('PUT', `${V1}/cart/address/3`, { cookie, body: { basket, address: toAddressPayload(delivery) } })).status).toBe(400);
    const row = await cartRow(basket);
    expect(row.checkoutAddresses?.['1']).toMatchObject({ street: 'Nová 1', email: 'demo@securitech.sk' });
    expect(row.checkoutAddresses?.['2']).toMatchObject({ city: 'Senec' });
    const stored = await (await getDb()).select().from(addresses).where(eq(addresses.customerId, row.customerId));
    expect(stored.find((a) => a.type === 2)?.city).toBe('Senec');
  });

  it('PATCH /cart/gift-card: an empty code clears, an unknown one is 404', async () => {
    expect((await callJson('PATCH', `${V1}/cart/gift-card`, { cookie, body: { id: basket, code: '' } })).status).toBe(200);
    const unknown = await callJson('PATCH', `${V1}/cart/gift-card`, { cookie, body: { id: basket, code: 'ZLAVA10' } });
    expect(unknown.status).toBe(404);
  });

  it("another customer's basket id is 404 and stays unchanged", async () => {
    await register('cudzi-kosik@example.sk');
    const other = await signIn('cudzi-kosik@example.sk', 'Heslo1234');
    const { status } = await callJson('PATCH', `${V1}/basket/note`, { cookie: other.cookie, body: { basket, note: 'cudzí' } });
    expect(status).toBe(404);
    expect((await cartRow(basket)).note).toBe('Zadný vchod');
  });
});
