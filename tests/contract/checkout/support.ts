import { and, asc, eq, gt } from 'drizzle-orm';
import { getDb } from '@/lib/backend/db/client';
import { cartLines, carts, customers, products } from '@/lib/backend/db/schema';
import { DEMO_EMAIL } from '../support/backend';

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
  return db.select().from(products).where(and(eq(products.active, true), gt(products.stock, minStock))).orderBy(asc(products.id)).limit(n);
}

/** An open cart of the customer with these lines, made in the database (the basket calls belong to the cart issue). */
export async function openCartWith(customerId: number, lines: Array<{ productId: number; quantity: number }>): Promise<number> {
  const db = await getDb();
  const [cart] = await db.insert(carts).values({ customerId }).returning({ id: carts.id });
  if (!cart) throw new Error('cart not inserted');
  if (lines.length) await db.insert(cartLines).values(lines.map((l) => ({ cartId: cart.id, ...l })));
  return cart.id;
}
