import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carts } from '../db/schema';
import { notFound } from '../http';

export type CartRow = typeof carts.$inferSelect;

/** The customer's open cart with this id, or null (another customer's or an ordered cart is not theirs to change). */
export async function findOpenCart(db: Db, customerId: number, basketId: number): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, basketId), eq(carts.customerId, customerId), eq(carts.status, 'open')))
    .limit(1);
  return row ?? null;
}

/** Updates an open cart of the customer; 404 `basket` when it is not one. */
export async function updateOpenCart(
  db: Db,
  customerId: number,
  basketId: number,
  values: Partial<Omit<CartRow, 'id' | 'customerId' | 'status' | 'createdAt'>>,
): Promise<Response | null> {
  const rows = await db
    .update(carts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(carts.id, basketId), eq(carts.customerId, customerId), eq(carts.status, 'open')))
    .returning({ id: carts.id });
  return rows.length > 0 ? null : basketNotFound();
}

/** The answer for a basket id that is not the customer's open cart. */
export const basketNotFound = () => notFound('basket');
