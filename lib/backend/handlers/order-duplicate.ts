import 'server-only';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { ErrorItem } from '@/lib/contract/errors';
import { duplicateOrderPayloadSchema } from '@/lib/contract/schemas/requests/basket';
import { lastValid } from '@/lib/shop/catalogue/pack';
import { cartLines, orderLines, orders, products } from '../db/schema';
import { badRequest, notFound, ok } from '../http';
import { ensureOpenCart, isCustomersCart, lockCustomerCart, openCartId } from '../cart/cart-store';
import { packRefusal } from '../cart/pack-refusal';
import type { Db } from '../db/client';
import type { CustomerHandler } from '../customer-guard';
import { withBody } from '../request-body';
import { wholeNumber } from '../path-params';
import { accountIdOf } from '../accounts/account';
import { readableOrders } from '../accounts/scope';

/**
 * PUT /customer/order/duplicateIntoBasket/{orderId} `{ basket }`: adds the order's lines (products
 * still sold) to the customer's open cart, summing with lines already there. 404 for an order the
 * person may not read (lib/backend/accounts/scope.ts) or another customer's basket. The open cart is created when the customer has none (just ordered).
 * A line beyond the maximum is cut to the most whole packs it may hold; a line that would not come
 * to whole packs or the minimum (a pack set after the order) refuses the whole copy: 400 with one
 * item per such product, named in `params.product` (docs/decisions/058-trade-terms.md).
 */
export const duplicateIntoBasket: CustomerHandler = withBody(duplicateOrderPayloadSchema, async ({ db, params, customer }, body) => {
  const customerId = customer.id;
  const orderId = wholeNumber(params.orderId) ?? 0;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), readableOrders(customer)))
    .limit(1);
  if (!order) return notFound('order');
  if (body.basket !== null && !(await isCustomersCart(db, body.basket, customerId))) return notFound('basket');
  const lines = await db
    .select({
      productId: products.id,
      quantity: orderLines.quantity,
      product: products.name,
      packSize: products.packSize,
      minQuantity: products.minQuantity,
      unit: products.unitOfMeasure,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.productId), eq(products.active, true)));
  const refused = await db.transaction(async (tx) => {
    await lockCustomerCart(tx, customerId);
    const existing = await openCartId(tx, customerId);
    const held = await heldQuantities(tx, existing);
    const refusals: ErrorItem[] = [];
    for (const line of lines) {
      const before = held.get(line.productId) ?? 0;
      const total = Math.min(before + line.quantity, lastValid({ pack: line.packSize, min: line.minQuantity }));
      const refusal = packRefusal(line, total, before, { product: line.product });
      if (refusal) refusals.push(refusal);
      held.set(line.productId, total);
    }
    if (refusals.length > 0) return refusals;
    const cartId = existing ?? (await ensureOpenCart(tx, customerId, accountIdOf(customer)));
    for (const productId of new Set(lines.map((line) => line.productId))) {
      await tx
        .insert(cartLines)
        .values({ cartId, productId, quantity: held.get(productId)! })
        .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.productId], set: { quantity: sql`excluded.quantity` } });
    }
    return null;
  });
  if (refused) return badRequest(refused);
  return ok();
});

/** Pieces each product's line of the cart `cartId` holds (empty without a cart). */
async function heldQuantities(tx: Db, cartId: number | null): Promise<Map<number, number>> {
  if (cartId === null) return new Map();
  const rows = await tx.select({ productId: cartLines.productId, quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.cartId, cartId));
  return new Map(rows.map((row) => [row.productId, row.quantity]));
}
