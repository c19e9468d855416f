import { eq } from 'drizzle-orm';
import { basketResponseSchema, EMPTY_CART } from '@/lib/contract/schemas/cart';
import { getDb } from '@/lib/backend/db/client';
import { cartLines, carts, customers } from '@/lib/backend/db/schema';
import { callJson, DEMO_EMAIL, demoCustomerCookie } from '../support/backend';
import { payListPrices } from '../support/list-prices';
import { SLOW } from '../account/helpers';
import { cents, expectError, withVat23 } from '../catalogue/support';
import { add, basketOf, newCustomerCookie, remove, someProducts, update, withdraw } from './support';

jest.setTimeout(SLOW);

const NOT_LOGGED_IN = [{ key: 'user', code: 'messages.user.not-logged-in' }];

let demo: string;
let other: string;
let items: Awaited<ReturnType<typeof someProducts>>;

beforeAll(async () => {
  // the cart's arithmetic on the list prices the test reads; the demo's own list is the pricing tests'
  await payListPrices();
  demo = await demoCustomerCookie();
  other = await newCustomerCookie('druhy.zakaznik@example.sk');
  items = await someProducts(8);
});

describe('guests', () => {
  it('get the empty cart of the contract, forged sessions too', async () => {
    for (const cookie of [undefined, 'sid=forged; auth_check=forged']) {
      expect(await basketOf(cookie)).toEqual(EMPTY_CART);
    }
  });

  it('may not change a cart: 401 not-logged-in', async () => {
    const p = items[0]!.id;
    expect(expectError(await add(undefined, p, 1), 401)).toEqual(NOT_LOGGED_IN);
    expect(expectError(await update(undefined, { id: 1, quantity: 1 }), 401)).toEqual(NOT_LOGGED_IN);
    expect(expectError(await remove(undefined, 1), 401)).toEqual(NOT_LOGGED_IN);
  });
});

describe('a customer without a cart', () => {
  it('reads an empty cart with id null, privately', async () => {
    const response = await callJson('GET', '/admin/v1/basket/sk', { cookie: other });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(basketResponseSchema.parse(response.body).basket).toEqual(EMPTY_CART);
  });
});

describe('PUT /basket/add', () => {
  it('creates the cart, prices it from the catalogue in cents, VAT 23 % on the sum', async () => {
    const [a, b] = items;
    const first = await add(demo, a!.id, 2);
    expect(first.status).toBe(200);
    await add(demo, b!.id, 3);
    const cart = await basketOf(demo);
    expect(cart.id).toEqual(expect.any(Number));
    expect(cart.amount).toBe(5);
    expect(cart.products.map((l) => [l.code, l.name, l.url.url, l.quantity])).toEqual([
      [a!.code, a!.name, a!.slug, 2],
      [b!.code, b!.name, b!.slug, 3],
    ]);
    for (const [line, item] of [
      [cart.products[0]!, a!],
      [cart.products[1]!, b!],
    ] as const) {
      expect(cents(line.price_unit_exc_vat)).toBe(item.priceCents);
      expect(cents(line.price_total_exc_vat)).toBe(item.priceCents * line.quantity);
    }
    const subtotal = a!.priceCents * 2 + b!.priceCents * 3;
    expect(cents(cart.product_price_without_vat)).toBe(subtotal);
    expect(cents(cart.product_price)).toBe(withVat23(subtotal));
    expect(String(cart.product_price)).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it('adds a product already in the cart to its line', async () => {
    const before = await basketOf(demo);
    const line = before.products[0]!;
    const response = await add(demo, items[0]!.id, 4, before.id);
    expect(response.status).toBe(200);
    const after = basketResponseSchema.parse(response.body).basket;
    expect(after.products).toHaveLength(before.products.length);
    expect(after.products[0]).toMatchObject({ id: line.id, quantity: line.quantity + 4 });
  });

  it('never duplicates a line or a cart under concurrent adds', async () => {
    const cookie = await newCustomerCookie('soubezne@example.sk');
    const p = items[2]!.id;
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(cookie, p, 1)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const cart = await basketOf(cookie);
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]!.quantity).toBe(6);
    const db = await getDb();
    const [customer] = await db.select().from(customers).where(eq(customers.email, 'soubezne@example.sk'));
    expect(await db.select().from(carts).where(eq(carts.customerId, customer!.id))).toHaveLength(1);
  });

  it.each([
    ['0', 0],
    ['-1', -1],
    ['1.5', 1.5],
    ['"NaN"', 'NaN'],
    ['null', null],
    ['1e9', 1e9],
    ['10000', 10000],
    ['"2"', '2'],
  ])('refuses quantity %s with 400 [{ key: quantity }]', async (_label, quantity) => {
    const errors = expectError(await add(demo, items[3]!.id, quantity), 400);
    expect(errors).toEqual([{ key: 'quantity', code: expect.stringMatching(/^messages\.validation\.quantity\./) }]);
  });

  it('refuses a sum beyond 9999 on one line', async () => {
    const p = items[4]!.id;
    expect((await add(other, p, 9999)).status).toBe(200);
    expect(expectError(await add(other, p, 1), 400)).toEqual([{ key: 'quantity', code: 'messages.validation.quantity.max' }]);
    const line = (await basketOf(other)).products.find((l) => l.code === items[4]!.code);
    expect(line?.quantity).toBe(9999);
  });

  it('answers 404 for an unknown or withdrawn product', async () => {
    expect(expectError(await add(demo, 99_999_999, 1), 404)).toEqual([{ key: 'product', code: 'messages.product.notFound' }]);
    const gone = items[7]!.id;
    await withdraw(gone);
    expect(expectError(await add(demo, gone, 1), 404)).toEqual([{ key: 'product', code: 'messages.product.notFound' }]);
  });

  it("answers 404 when `basket` names another customer's cart", async () => {
    const theirs = (await basketOf(other)).id!;
    expect(expectError(await add(demo, items[0]!.id, 1, theirs), 404)).toEqual([{ key: 'basket', code: 'messages.basket.notFound' }]);
  });

  it('refuses a malformed body', async () => {
    const response = await callJson('PUT', '/admin/v1/basket/add', { cookie: demo, body: '{nope' });
    expectError(response, 400);
  });
});

describe('PATCH /basket/update', () => {
  it('sets the quantity from the line id alone, or with the matching product', async () => {
    const line = (await basketOf(demo)).products[0]!;
    const response = await update(demo, { id: line.id, quantity: 7 });
    expect(response.status).toBe(200);
    expect(basketResponseSchema.parse(response.body).basket.products[0]).toMatchObject({ id: line.id, quantity: 7 });
    expect((await update(demo, { id: line.id, product: items[0]!.id, quantity: 8 })).status).toBe(200);
    const cart = await basketOf(demo);
    expect(cart.products[0]!.quantity).toBe(8);
    expect(cents(cart.products[0]!.price_total_exc_vat)).toBe(items[0]!.priceCents * 8);
  });

  it('refuses a product that is not the line', async () => {
    const line = (await basketOf(demo)).products[0]!;
    expect(expectError(await update(demo, { id: line.id, product: items[5]!.id, quantity: 2 }), 400)).toEqual([
      { key: 'product', code: 'messages.validation.product.mismatch' },
    ]);
  });

  it.each([0, -1, 1.5, 'NaN', null, 1e9])('refuses quantity %p', async (quantity) => {
    const line = (await basketOf(demo)).products[0]!;
    expect(expectError(await update(demo, { id: line.id, quantity }), 400)).toEqual([{ key: 'quantity', code: expect.any(String) }]);
  });

  it("answers 404 for another customer's line and an unknown line", async () => {
    const theirs = (await basketOf(other)).products[0]!;
    expect(expectError(await update(demo, { id: theirs.id, quantity: 1 }), 404)).toEqual([{ key: 'cartLine', code: 'messages.cartLine.notFound' }]);
    expect(expectError(await update(demo, { id: 99_999_999, quantity: 1 }), 404)).toHaveLength(1);
    expect((await basketOf(other)).products[0]!.quantity).toBe(theirs.quantity);
  });
});

describe('DELETE /basket/remove/{id}', () => {
  it("answers 404 for another customer's line and leaves it alone", async () => {
    const theirs = (await basketOf(other)).products[0]!;
    expect(expectError(await remove(demo, theirs.id), 404)).toHaveLength(1);
    expect((await basketOf(other)).products.map((l) => l.id)).toContain(theirs.id);
  });

  it('removes a line; removing it again is 404; a malformed id is 400', async () => {
    const before = await basketOf(demo);
    const line = before.products[0]!;
    const response = await remove(demo, line.id);
    expect(response.status).toBe(200);
    const after = await basketOf(demo);
    expect(after.products.map((l) => l.id)).not.toContain(line.id);
    expect(after.amount).toBe(before.amount - line.quantity);
    expectError(await remove(demo, line.id), 404);
    expectError(await remove(demo, 'abc'), 400);
  });
});

describe('withdrawn products in a cart', () => {
  it('drop out of the lines and the totals', async () => {
    const cookie = await newCustomerCookie('stiahnuty@example.sk');
    const [keep, drop] = [items[5]!, items[6]!];
    await add(cookie, keep.id, 1);
    await add(cookie, drop.id, 2);
    await withdraw(drop.id);
    const cart = await basketOf(cookie);
    expect(cart.products.map((l) => l.code)).toEqual([keep.code]);
    expect(cart.amount).toBe(1);
    expect(cents(cart.product_price_without_vat)).toBe(keep.priceCents);
    const db = await getDb();
    expect((await db.select().from(cartLines).where(eq(cartLines.cartId, cart.id!))).length).toBe(2);
  });
});

it('the demo customer is the one the cookie names', async () => {
  const db = await getDb();
  const [row] = await db.select().from(customers).where(eq(customers.email, DEMO_EMAIL));
  const [cart] = await db
    .select()
    .from(carts)
    .where(eq(carts.id, (await basketOf(demo)).id!));
  expect(cart!.customerId).toBe(row!.id);
  expect(cart!.status).toBe('open');
});
