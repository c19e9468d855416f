import 'server-only';
import { and, count, eq, type SQL } from 'drizzle-orm';
// zod/mini like the lib/contract schemas it is built from.
import * as z from 'zod/mini';
import { orderClauseSchema } from '@/lib/contract/schemas/requests/listing';
import { wishlistAddPayloadSchema } from '@/lib/contract/schemas/requests/basket';
import { products, wishlistItems } from '../db/schema';
import { badRequest, notFound, ok } from '../http';
import type { CustomerHandler } from '../customer-guard';
import { wholeNumber, withPaging } from '../path-params';
import { DEFAULT_ORDER, orderClause, type ListingOrder } from '../catalogue/product-listing';
import { listColumns, toListItems } from '../catalogue/product-mapper';
import { isActiveProduct } from '../catalogue/active-product';
import { parseBody, withBody } from '../request-body';
import type { Db } from '../db/client';

/** The wish-list-new body: the filter's `order` form; a missing order means newest first. */
const wishlistBodySchema = z.nullable(
  z.object({ order: z.optional(z.array(orderClauseSchema).check(z.maxLength(1, 'messages.validation.order.oneOrdering'))) }),
);

function toOrder(body: z.infer<typeof wishlistBodySchema>): ListingOrder {
  const [entry] = Object.entries(body?.order?.[0] ?? {});
  return entry ? ({ field: entry[0], direction: entry[1] } as ListingOrder) : DEFAULT_ORDER;
}

/** Active products only: a withdrawn product stays in the table but is neither listed nor counted. */
function activeWishes(customerId: number | SQL) {
  return and(eq(wishlistItems.customerId, customerId), eq(products.active, true));
}

/** GET /customer/wish-list-count: how many (active) products the customer keeps; 401 for guests. */
export const getWishlistCount: CustomerHandler = async ({ db, customer }) => ok({ count_all: await countWishes(db, customer.id) });

/** How many active products the customer keeps on the wishlist (the header badge). */
export async function countWishes(db: Db, customerId: number): Promise<number> {
  const [row] = await wishCountQuery(db, customerId);
  return row?.total ?? 0;
}

/** countWishes's statement (one row, `total`), also a subquery of the page call's statement. */
export function wishCountQuery(db: Db, customerId: number | SQL) {
  return db.select({ total: count() }).from(wishlistItems).innerJoin(products, eq(products.id, wishlistItems.productId)).where(activeWishes(customerId));
}

/** POST /customer/wish-list-new/{lang}/{limit}/{offset}: one page of the wishlist in the requested order. */
export const getWishlistPage: CustomerHandler = withPaging(async ({ db, request, customer }, paging) => {
  const parsed = await parseBody(wishlistBodySchema, request);
  if ('response' in parsed) return parsed.response;

  const rows = await db
    .select(listColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(activeWishes(customer.id))
    .orderBy(...orderClause(toOrder(parsed.data)))
    .limit(paging.limit)
    .offset(paging.offset);
  return ok({ products: await toListItems(db, rows, { customerId: customer.id }) });
});

/** PATCH /customer/wish-list/add: idempotent; an unknown or withdrawn product is not found. */
export const addToWishlist: CustomerHandler = withBody(wishlistAddPayloadSchema, async ({ db, customer }, { id: productId }) => {
  if (!(await isActiveProduct(db, productId))) return notFound('product');
  await db.insert(wishlistItems).values({ customerId: customer.id, productId }).onConflictDoNothing();
  return ok();
});

/** DELETE /customer/wish-list/remove/{id}: idempotent; removing what is not there succeeds. */
export const removeFromWishlist: CustomerHandler = async ({ db, params, customer }) => {
  const productId = wholeNumber(params.id);
  if (productId === null) return badRequest([{ key: 'id', code: 'messages.validation.id.invalid' }]);
  await db.delete(wishlistItems).where(and(eq(wishlistItems.customerId, customer.id), eq(wishlistItems.productId, productId)));
  return ok();
};
