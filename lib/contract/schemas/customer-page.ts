import * as z from 'zod/mini';
import { customerPriceSchema, MAX_PRICE_IDS } from './customer-prices';
import { idSchema } from './common';
import { customerSummaryResponseSchema } from './user';

/** POST /x/customer/page/{lang} (an extension of the embedded backend): the ids of the products the page shows, none for a page without a list. */
export const customerPagePayloadSchema = z.object({
  ids: z.array(idSchema).check(z.maxLength(MAX_PRICE_IDS, `forms.maxLength:${MAX_PRICE_IDS}`)),
});
export type CustomerPagePayload = z.infer<typeof customerPagePayloadSchema>;

/**
 * The answer: the summary's fields (GET /x/customer/summary/{lang}) and the prices call's
 * (POST /x/customer/prices) for `ids`, in one answer: what a signed-in page asks on top of its HTML.
 */
export const customerPageResponseSchema = z.object({ ...customerSummaryResponseSchema.shape, prices: z.array(customerPriceSchema) });
