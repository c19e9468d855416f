import * as z from 'zod/mini';
import { envelope, guestMoneySchema, idSchema } from './common';
import { priceBreaksField } from './trade-terms';

/** Products one prices call takes: a listing page (at most 96 cards) or a product with its related ones. */
export const MAX_PRICE_IDS = 200;

/** POST /x/customer/prices (an extension of the embedded backend): the ids of the products a page shows. */
export const customerPricesPayloadSchema = z.object({
  ids: z.array(idSchema).check(z.minLength(1, 'forms.required'), z.maxLength(MAX_PRICE_IDS, `forms.maxLength:${MAX_PRICE_IDS}`)),
});
export type CustomerPricesPayload = z.infer<typeof customerPricesPayloadSchema>;

/**
 * What a priced card or buy box needs of one product for the signed-in customer, in the fields
 * and meaning of the product list item (docs/rules.md#screens): the four price fields, stock and the wishlist flag.
 */
export const customerPriceSchema = z.object({
  id: idSchema,
  price: guestMoneySchema,
  price_exc_vat: guestMoneySchema,
  base_price_exc_vat: guestMoneySchema,
  discount: guestMoneySchema,
  stock: z.number(),
  wish_list: z._default(z.boolean(), false),
  ...priceBreaksField,
});
export type CustomerPrice = z.infer<typeof customerPriceSchema>;

/** The answer: one entry per active product asked for (unknown or inactive ids are left out), in the order asked. */
export const customerPricesResponseSchema = z.object({ ...envelope, prices: z.array(customerPriceSchema) });
