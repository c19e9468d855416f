import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';

/** Whether `id` names a product still sold: what a customer may add to the cart or the wishlist. */
export async function isActiveProduct(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)))
    .limit(1);
  return row !== undefined;
}
