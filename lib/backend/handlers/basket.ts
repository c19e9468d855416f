import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { ErrorItem } from '@/lib/contract/errors';
import { EMPTY_CART } from '@/lib/contract/schemas/cart';
import { basketAddPayloadSchema, basketUpdatePayloadSchema, MAX_QUANTITY } from '@/lib/contract/schemas/requests/basket';
import { cartLines, carts, products } from '../db/schema';
import { badRequest, notFound, ok } from '../http';
import type { Handler } from '../router';
import type { CustomerHandler } from '../customer-guard';
import { withBody } from '../request-body';
import { wholeNumber } from '../path-params';
import { ensureOpenCart, isCustomersCart, lockCustomerCart, openCartId, readCart, toContractCart } from '../cart/cart-store';
import { packRefusal } from '../cart/pack-refusal';
import type { Db } from '../db/client';
import { accountIdOf } from '../accounts/account';

const MAX_REFUSAL: ErrorItem = { key: 'quantity', code: 'messages.validation.quantity.max' };

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

/** The columns of a product that decide the quantities it is sold in (docs/decisions/058-trade-terms.md). */
const packColumns = { packSize: products.packSize, minQuantity: products.minQuantity, unit: products.unitOfMeasure };

/** Pieces of `productId` the cart `cartId` holds already (0 without such a line). */
async function heldQuantity(tx: Db, cartId: number | null, productId: number): Promise<number> {
  if (cartId === null) return 0;
  const [line] = await tx
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId)))
    .limit(1);
  return line?.quantity ?? 0;
}

/**
 * PUT /basket/add: adds `quantity` pieces of an active product to the session's open cart (created
 * on the first add); a product already in the cart adds to its line. `basket` may name the cart,
 * but never another customer's. The line must come to whole packs and at least the minimum: else
 * 400 with what to add instead (packRefusal), and nothing changes.
 */
export const addToBasket: CustomerHandler = withBody(basketAddPayloadSchema, async ({ db, customer }, { basket, product, quantity }) => {
  const customerId = customer.id;

  if (basket !== null && !(await isCustomersCart(db, basket, customerId))) return notFound('basket');
  // the product's pack rule comes with the check that it is still sold
  const [row] = await db
    .select({ id: products.id, ...packColumns })
    .from(products)
    .where(and(eq(products.id, product), eq(products.active, true)))
    .limit(1);
  if (!row) return notFound('product');

  const refused = await db.transaction(async (tx) => {
    await lockCustomerCart(tx, customerId);
    const existing = await openCartId(tx, customerId);
    const held = await heldQuantity(tx, existing, product);
    // the line already holds so many pieces that the sum would pass the maximum
    if (held + quantity > MAX_QUANTITY) return MAX_REFUSAL;
    const refusal = packRefusal(row, held + quantity, held);
    if (refusal) return refusal;
    const cartId = existing ?? (await ensureOpenCart(tx, customerId, accountIdOf(customer)));
    const [line] = await tx
      .insert(cartLines)
      .values({ cartId, productId: product, quantity })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId],
        set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
        setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${MAX_QUANTITY}`,
      })
      .returning({ id: cartLines.id });
    if (!line) return MAX_REFUSAL;
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
    return null;
  });
  if (refused) return badRequest([refused]);
  return ok(await basketPayload(db, customerId));
});

/** The line `lineId` when it sits in the customer's open cart; another customer's line is not found. */
async function ownLine(db: Db, customerId: number, lineId: number) {
  const cartId = await openCartId(db, customerId);
  if (cartId === null) return null;
  const [line] = await db
    .select({ id: cartLines.id, productId: cartLines.productId, ...packColumns })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
    .limit(1);
  return line ?? null;
}

/**
 * PATCH /basket/update: sets the quantity of a line of the customer's open cart (`product`, when
 * sent, must match); whole packs and at least the minimum, else 400 with the nearest (packRefusal).
 */
export const updateBasketLine: CustomerHandler = withBody(basketUpdatePayloadSchema, async ({ db, customer }, { id, product, quantity }) => {
  const customerId = customer.id;

  const updated = await db.transaction(async (tx) => {
    await lockCustomerCart(tx, customerId);
    const line = await ownLine(tx, customerId, id);
    if (!line) return 'missing' as const;
    if (product !== undefined && product !== line.productId) return 'mismatch' as const;
    const refusal = packRefusal(line, quantity);
    if (refusal) return refusal;
    await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, line.id));
    return 'done' as const;
  });
  if (updated === 'missing') return notFound('cartLine');
  if (updated === 'mismatch') return badRequest([{ key: 'product', code: 'messages.validation.product.mismatch' }]);
  if (updated !== 'done') return badRequest([updated]);
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
