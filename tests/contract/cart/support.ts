import { and, asc, eq, gt } from 'drizzle-orm';
import { basketResponseSchema, type Cart } from '@/lib/contract/schemas/cart';
import { getDb } from '@/lib/backend/db/client';
import { products } from '@/lib/backend/db/schema';
import { callJson, demoCustomerCookie } from '../support/backend';
import { register } from '../account/helpers';

/** A fresh customer's cookie: registered over HTTP like the shop does, then a session made directly. */
export async function newCustomerCookie(email: string): Promise<string> {
  await register(email);
  return demoCustomerCookie(email);
}

/** Active products, lowest ids first, with their prices in cents. */
export async function someProducts(n: number) {
  const db = await getDb();
  return db
    .select({ id: products.id, priceCents: products.priceCents, code: products.code, name: products.name, slug: products.slug })
    .from(products)
    .where(and(eq(products.active, true), gt(products.priceCents, 0)))
    .orderBy(asc(products.id))
    .limit(n);
}

/** Marks a product withdrawn (inactive). */
export async function withdraw(productId: number): Promise<void> {
  const db = await getDb();
  await db.update(products).set({ active: false }).where(eq(products.id, productId));
}

/** GET /basket/sk parsed with the contract schema. */
export async function basketOf(cookie?: string): Promise<Cart> {
  const response = await callJson('GET', '/admin/v1/basket/sk', { cookie });
  expect(response.status).toBe(200);
  return basketResponseSchema.parse(response.body).basket;
}

export function add(cookie: string | undefined, product: unknown, quantity: unknown, basket: unknown = null) {
  return callJson('PUT', '/admin/v1/basket/add', { cookie, body: { basket, product, quantity } });
}

export function update(cookie: string | undefined, body: Record<string, unknown>) {
  return callJson('PATCH', '/admin/v1/basket/update', { cookie, body });
}

export function remove(cookie: string | undefined, lineId: number | string) {
  return callJson('DELETE', `/admin/v1/basket/remove/${lineId}`, { cookie });
}
