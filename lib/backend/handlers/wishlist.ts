import 'server-only';
import { and, count, eq } from 'drizzle-orm';
// zod/mini like the lib/api schemas it is built from.
import * as z from 'zod/mini';
import { orderClauseSchema } from '@/lib/api/schemas/requests/listing';
import { wishlistAddPayloadSchema } from '@/lib/api/schemas/requests/basket';
import { products, wishlistItems } from '../db/schema';
import { badRequest, notFound, notLoggedIn, ok } from '../http';
import type { Handler } from '../router';
import { parsePaging } from '../catalogue/paging';
import { DEFAULT_ORDER, orderClause, type ListingOrder } from '../catalogue/product-listing';
import { listColumns, toListItems } from '../catalogue/product-mapper';
import { readBody, validationErrors } from '../catalogue/request-body';

const WHOLE_ID = /^\d{1,9}$/;

/** The wish-list-new body: the filter's `order` form; a missing order means newest first. */
const wishlistBodySchema = z.nullable(
  z.object({ order: z.optional(z.array(orderClauseSchema).check(z.maxLength(1, 'messages.validation.order.oneOrdering'))) }),
);

function toOrder(body: z.infer<typeof wishlistBodySchema>): ListingOrder {
  const [entry] = Object.entries(body?.order?.[0] ?? {});
  return entry ? ({ field: entry[0], direction: entry[1] } as ListingOrder) : DEFAULT_ORDER;
}

/** Active products only: a withdrawn product stays in the table but is neither listed nor counted. */
function activeWishes(customerId: number) {
  return and(eq(wishlistItems.customerId, customerId), eq(products.active, true));
}

/** GET /customer/wish-list-count: how many (active) products the customer keeps; 401 for guests. */
export const getWishlistCount: Handler = async ({ session, db }) => {
  const current = await session();
  if (!current) return notLoggedIn();
  const [row] = await db
    .select({ total: count() })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(activeWishes(current.customer.id));
  return ok({ count_all: row?.total ?? 0 });
};

/** POST /customer/wish-list-new/{lang}/{limit}/{offset}: one page of the wishlist in the requested order. */
export const getWishlistPage: Handler = async ({ session, db, params, request }) => {
  const current = await session();
  if (!current) return notLoggedIn();
  const paging = parsePaging(params.limit, params.offset);
  if (Array.isArray(paging)) return badRequest(paging);
  const read = await readBody(request);
  if ('error' in read) return read.error;
  const parsed = wishlistBodySchema.safeParse(read.body);
  if (!parsed.success) return badRequest(validationErrors(parsed.error, read.body, 'wishlist'));

  const rows = await db
    .select(listColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(activeWishes(current.customer.id))
    .orderBy(...orderClause(toOrder(parsed.data)))
    .limit(paging.limit)
    .offset(paging.offset);
  return ok({ products: await toListItems(db, rows, { customerId: current.customer.id }) });
};

/** PATCH /customer/wish-list/add: idempotent; an unknown or withdrawn product is not found. */
export const addToWishlist: Handler = async ({ session, db, request }) => {
  const current = await session();
  if (!current) return notLoggedIn();
  const read = await readBody(request);
  if ('error' in read) return read.error;
  const parsed = wishlistAddPayloadSchema.safeParse(read.body);
  if (!parsed.success) return badRequest(validationErrors(parsed.error, read.body, 'wishlist'));
  const productId = parsed.data.id;
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.active, true))).limit(1);
  if (!row) return notFound('product');
  await db.insert(wishlistItems).values({ customerId: current.customer.id, productId }).onConflictDoNothing();
  return ok();
};

/** DELETE /customer/wish-list/remove/{id}: idempotent; removing what is not there succeeds. */
export const removeFromWishlist: Handler = async ({ session, db, params }) => {
  const current = await session();
  if (!current) return notLoggedIn();
  const raw = params.id ?? '';
  if (!WHOLE_ID.test(raw)) return badRequest([{ key: 'id', code: 'messages.validation.id.invalid' }]);
  await db.delete(wishlistItems).where(and(eq(wishlistItems.customerId, current.customer.id), eq(wishlistItems.productId, Number(raw))));
  return ok();
};
