import { and, asc, eq, gt } from 'drizzle-orm';
import { toAddressPayload, type CheckoutBillingForm } from '@/lib/contract/schemas/requests/address';
import { getDb } from '@/lib/backend/db/client';
import { cartLines, carts, customers, products } from '@/lib/backend/db/schema';
import { createSession } from '@/lib/backend/session';
import { callJson, DEMO_EMAIL } from '../support/backend';
import { add, basketOf } from '../cart/support';
import { TEST_BILLING } from '../../support/test-customer';

/** The demo customer's row. */
export async function demoCustomer() {
  const db = await getDb();
  const [row] = await db.select().from(customers).where(eq(customers.email, DEMO_EMAIL)).limit(1);
  if (!row) throw new Error('no demo customer');
  return row;
}

/** Products in stock (more than `minStock`), cheapest id first: lines for a test cart. */
export async function stockedProducts(n: number, minStock = 20) {
  const db = await getDb();
  return db
    .select()
    .from(products)
    .where(and(eq(products.active, true), gt(products.stock, minStock)))
    .orderBy(asc(products.id))
    .limit(n);
}

/** An open cart of the customer with these lines, made in the database (the basket calls belong to the cart issue). */
export async function openCartWith(customerId: number, lines: Array<{ productId: number; quantity: number }>): Promise<number> {
  const db = await getDb();
  const [cart] = await db.insert(carts).values({ customerId, accountId: customerId }).returning({ id: carts.id });
  if (!cart) throw new Error('cart not inserted');
  if (lines.length) await db.insert(cartLines).values(lines.map((l) => ({ cartId: cart.id, ...l })));
  return cart.id;
}

/**
 * A customer with a session, made in the database: races need many buyers, and a sign-up per
 * buyer would measure password hashing, not ordering.
 */
export async function buyer(email: string): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(customers)
    .values({ email, passwordHash: 'not-a-hash', companyName: 'Test Montáže s.r.o.', companyId: '51234564' })
    .returning({ id: customers.id });
  const { sid, authCheck } = await createSession(db, row!.id);
  return `sid=${sid}; auth_check=${authCheck}`;
}

/**
 * Makes every checkout choice for the basket with the storefront's calls: `billing` as the only
 * address, courier delivery, `payment` (seed order of PAYMENTS: 1 is bank transfer), no note.
 */
export async function chooseCourier(cookie: string, basket: number, billing: CheckoutBillingForm = TEST_BILLING, payment = 1): Promise<void> {
  const steps: Array<[string, string, unknown]> = [
    ['PUT', '/cart/address/1', { basket, address: toAddressPayload(billing) }],
    ['PATCH', '/cart/additional', { basket, is_delivery_address: false }],
    ['PUT', '/cart/shipping/sk', { basket, saturdayDelivery: false, shipping: 1 }],
    ['PATCH', '/basket/sale-point', { basket, salePoint: null }],
    ['PUT', '/cart/payment', { basket, payment }],
    ['PATCH', '/basket/note', { basket, note: '' }],
  ];
  for (const [method, path, body] of steps) {
    const answer = await callJson(method, `/admin/v1${path}`, { cookie, body });
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

/** Fills the basket with `quantity` pieces of `productId` and makes every checkout choice (courier, bank transfer); returns the basket id. */
export async function readyBasket(cookie: string, productId: number, quantity: number): Promise<number> {
  expect((await add(cookie, productId, quantity)).status).toBe(200);
  const basket = (await basketOf(cookie)).id!;
  await chooseCourier(cookie, basket);
  return basket;
}

/** Places the basket (PUT /cart/order/sk, no newsletter); the call's answer. */
export function placeBasket(cookie: string, basket: number) {
  return callJson('PUT', '/admin/v1/cart/order/sk', { cookie, body: { basket, followNews: false } });
}
