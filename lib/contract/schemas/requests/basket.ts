import * as z from 'zod/mini';
import { MAX_QUANTITY, MIN_QUANTITY } from '../../values';
import { FORM_MESSAGES, idSchema } from '../common';

export { MAX_QUANTITY, MIN_QUANTITY };

/** A line quantity: a whole number 1..9999 (docs/rules.md#limits: minimum 1; the upper bound keeps totals sane). */
export const quantitySchema = z
  .number(FORM_MESSAGES.required)
  .check(z.int(FORM_MESSAGES.integer), z.gte(MIN_QUANTITY, FORM_MESSAGES.min), z.lte(MAX_QUANTITY, FORM_MESSAGES.max));

/** PUT /basket/add. `basket` may be null before the customer's first line: the backend then uses the session's cart. */
export const basketAddPayloadSchema = z.object({
  basket: z.nullable(idSchema),
  product: idSchema,
  quantity: quantitySchema,
});
export type BasketAddPayload = z.infer<typeof basketAddPayloadSchema>;

/** PATCH /basket/update: `id` is the cart line; the spec's `product` is optional (the line names it already). */
export const basketUpdatePayloadSchema = z.object({
  id: idSchema,
  product: z.optional(idSchema),
  quantity: quantitySchema,
});
export type BasketUpdatePayload = z.infer<typeof basketUpdatePayloadSchema>;

/** PUT /customer/order/duplicateIntoBasket/{orderId}; `basket` null when the customer has no open cart yet. */
export const duplicateOrderPayloadSchema = z.object({ basket: z.nullable(idSchema) });
export type DuplicateOrderPayload = z.infer<typeof duplicateOrderPayloadSchema>;

/** PATCH /customer/wish-list/add: `id` is the product. */
export const wishlistAddPayloadSchema = z.object({ id: idSchema });
export type WishlistAddPayload = z.infer<typeof wishlistAddPayloadSchema>;
