import * as z from 'zod/mini';
import { envelope, idSchema, imageSchema, moneySchema, urlSchema } from './common';
import { packFields, priceBreaksField } from './trade-terms';

export const cartLineSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  url: urlSchema,
  image: z.nullable(imageSchema),
  quantity: z.number().check(z.int()),
  price_unit_exc_vat: moneySchema,
  price_total_exc_vat: moneySchema,
  /**
   * Extension of the embedded backend, not in the contract: the product's stock now and its unit.
   * Optional, so a real upstream without them still parses; the cart then omits the in-stock /
   * to-order split.
   */
  stock: z.optional(z.number().check(z.int())),
  unit_of_measure: z.optional(z.string()),
  /** Extension field: the line's product, to ask its stock per warehouse with (decision 066); without it the cart shows no warehouses. */
  product_id: z.optional(idSchema),
  ...packFields,
  ...priceBreaksField,
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  id: z.nullable(z.number()),
  /** pieces in the cart: the header badge */
  amount: z.number().check(z.int()),
  products: z.array(cartLineSchema),
  /** with VAT */
  product_price: moneySchema,
  product_price_without_vat: moneySchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const basketResponseSchema = z.object({ ...envelope, basket: cartSchema });

/**
 * PUT /basket/add, PATCH /basket/update, DELETE /basket/remove: the spec answers `success` only.
 * Extension of the embedded backend: the new cart rides along in `basket`, so the client can skip
 * the reload (docs/rules.md#states). Missing or unreadable there, it is `undefined` and the client reloads.
 */
export const basketMutationResponseSchema = z.looseObject({ ...envelope, basket: z.optional(z.catch(z.optional(cartSchema), undefined)) });

export { EMPTY_CART } from '../values';
