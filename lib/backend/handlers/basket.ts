import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { EMPTY_CART } from '@/lib/contract/schemas/cart';
import { basketAddPayloadSchema, basketUpdatePayloadSchema, MAX_QUANTITY } from '@/lib/contract/schemas/requests/basket';
import { cartLines, carts } from '../db/schema';
import { badRequest, notFound, ok } from '../http';
import type { Handler } from '../router';
import type { CustomerHandler } from '../customer-guard';
import { withBody } from '../request-body';
import { wholeNumber } from '../path-params';
import { ensureOpenCart, isCustomersCart, lockCustomerCart, openCartId, readCart, toContractCart } from '../cart/cart-store';
import { isActiveProduct } from '../catalogue/active-product';
import type { Db } from '../db/client';

/** The cart as the customer sees it now; every mutation answers with it too, so a client may skip the reload. */
async function basketPayload(db: Db, customerId: number) {
  return { basket: toContractCart(await readCart(db, customerId)), error: null };
}

/** GET /basket/{lang}: the customer's open cart priced from the current catalogue; guests get the empty cart. */
export const getBasket: Handler = async ({ session, db }) => {
  const current = await session();
  if (!current) return ok({ basket: EMPTY_CART, error: null });
  return ok(await basketPayload(db, current.customer.id));
};

/**
 * PUT /basket/add: adds `quantity` pieces of an active product to the session's open cart (created
 * on the first add); a product already in the cart adds to its line. `basket` may name the cart,
 * but never another customer's.
 */
export const addToBasket: CustomerHandler = withBody(basketAddPayloadSchema, async ({ db, customer }, { basket, product, quantity }) => {
  const customerId = customer.id;

  if (basket !== null && !(await isCustomersCart(db, basket, customerId))) return notFound('basket');
  if (!(await isActiveProduct(db, product))) return notFound('product');

  const added = await db.transaction(async (tx) => {
    await lockCustomerCart(tx, customerId);
    const cartId = await ensureOpenCart(tx, customerId);
    const [line] = await tx
      .insert(cartLines)
      .values({ cartId, productId: product, quantity })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId],
        set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
        setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${MAX_QUANTITY}`,
      })
      .returning({ id: cartLines.id });
    if (line) await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
    return Boolean(line);
  });
  // the line already holds so many pieces that the sum would pass the maximum
  if (!added) return badRequest([{ key: 'quantity', code: 'messages.validation.quantity.max' }]);
  return ok(await basketPayload(db, customerId));
});

/** The line `lineId` when it sits in the customer's open cart; another customer's line is not found. */
async function ownLine(db: Db, customerId: number, lineId: number) {
  const cartId = await openCartId(db, customerId);
  if (cartId === null) return null;
  const [line] = await db
    .select({ id: cartLines.id, productId: cartLines.productId })
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
    .limit(1);
  return line ?? null;
}

/** PATCH /basket/update: sets the quantity of a line of the customer's open cart (`product`, when sent, must match). */
export const updateBasketLine: CustomerHandler = withBody(basketUpdatePayloadSchema, async ({ db, customer }, { id, product, quantity }) => {
  const customerId = customer.id;

  const updated = await db.transaction(async (tx) => {
    await lockCustomerCart(tx, customerId);
    const line = await ownLine(tx, customerId, id);
    if (!line) return 'missing' as const;
    if (product !== undefined && product !== line.productId) return 'mismatch' as const;
    await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, line.id));
    return 'done' as const;
  });
  if (updated === 'missing') return notFound('cartLine');
  if (updated === 'mismatch') return badRequest([{ key: 'product', code: 'messages.validation.product.mismatch' }]);
  return ok(await basketPayload(db, customerId));
});

/** DELETE /basket/remove/{id}: removes a line of the customer's open cart. */
export const removeBasketLine: CustomerHandler = async ({ db, params, customer }) => {
  const lineId = wholeNumber(params.id);
  if (lineId === null) return badRequest([{ key: 'id', code: 'messages.validation.id.invalid' }]);
  const customerId = customer.id;

  const removed = await db.transaction(async (tx) => {
    await lockCustomerCart(tx, customerId);
    const line = await ownLine(tx, customerId, lineId);
    if (!line) return false;
    await tx.delete(cartLines).where(eq(cartLines.id, line.id));
    return true;
  });
  if (!removed) return notFound('cartLine');
  return ok(await basketPayload(db, customerId));
};
