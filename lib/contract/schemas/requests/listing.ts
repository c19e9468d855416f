import * as z from 'zod/mini';
import { idSchema } from '../common';
import { parameterConditionSchema } from '../facets';

export const orderFieldSchema = z.enum(['product.id', 'product.name', 'product.price_exc_vat', 'product.code']);
export type OrderField = z.infer<typeof orderFieldSchema>;

export const orderDirectionSchema = z.enum(['ASC', 'DESC']);
export type OrderDirection = z.infer<typeof orderDirectionSchema>;

/** One ordering: exactly one field and its direction, e.g. `{ "product.id": "DESC" }`. */
export const orderClauseSchema = z
  .partialRecord(orderFieldSchema, orderDirectionSchema)
  .check(z.refine((clause) => Object.keys(clause).length === 1, 'messages.validation.order.oneField'));
export type OrderClause = z.infer<typeof orderClauseSchema>;

/** The `order` of list bodies: one ordering (docs/contract.md#catalogue). */
export const orderListSchema = z.array(orderClauseSchema).check(z.length(1));

/**
 * Body of POST /product/filter/{lang}/{limit}/{offset}; `inStock` is sent only when true,
 * `parameters` (an extension: parameter filters, `{ rozlisenie: ['4-mpx'] }`) only when chosen.
 */
export const productFilterRequestSchema = z.object({
  condition: z.object({
    'categories.id': idSchema,
    inStock: z.optional(z.literal(true)),
    parameters: z.optional(parameterConditionSchema),
  }),
  order: orderListSchema,
});
export type ProductFilterRequest = z.infer<typeof productFilterRequestSchema>;

/** Body of POST /customer/wish-list-new/{lang}/{limit}/{offset}. */
export const wishlistRequestSchema = z.object({ order: orderListSchema });
export type WishlistRequest = z.infer<typeof wishlistRequestSchema>;

/** Path numbers of paginated calls: a page size and an offset. */
export const limitSchema = z.number().check(z.int(), z.gte(1), z.lte(100));
export const offsetSchema = z.number().check(z.int(), z.nonnegative());
