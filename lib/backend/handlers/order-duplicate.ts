import 'server-only';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { duplicateOrderPayloadSchema, MAX_QUANTITY } from '@/lib/contract/schemas/requests/basket';
import { cartLines, orderLines, orders, products } from '../db/schema';
import { notFound, ok } from '../http';
import { ensureOpenCart, isCustomersCart, lockCustomerCart } from '../cart/cart-store';
import type { CustomerHandler } from '../customer-guard';
import { withBody } from '../request-body';
import { wholeNumber } from '../path-params';

/**
 * PUT /customer/order/duplicateIntoBasket/{orderId} `{ basket }`: adds the order's lines (products
 * still sold) to the customer's open cart, summing with lines already there. 404 for another
 * customer's order or basket. The open cart is created when the customer has none (just ordered).
 */
export const duplicateIntoBasket: CustomerHandler = withBody(duplicateOrderPayloadSchema, async ({ db, params, customer }, body) => {
  const customerId = customer.id;
  const orderId = wholeNumber(params.orderId) ?? 0;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  if (!order) return notFound('order');
  if (body.basket !== null && !(await isCustomersCart(db, body.basket, customerId))) return notFound('basket');
  const lines = await db
    .select({ productId: products.id, quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.productId), eq(products.active, true)));
  await db.transaction(async (tx) => {
    await lockCustomerCart(tx, customerId);
    const cartId = await ensureOpenCart(tx, customerId);
    for (const line of lines) {
      await tx
        .insert(cartLines)
        .values({ cartId, productId: line.productId, quantity: Math.min(line.quantity, MAX_QUANTITY) })
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.productId],
          set: { quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${MAX_QUANTITY})` },
        });
    }
  });
  return ok();
});
