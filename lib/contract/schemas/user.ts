import * as z from 'zod/mini';
import { cartSchema } from './cart';
import { countSchema, envelope } from './common';

export const userSchema = z.object({
  username: z.string(),
  email: z._default(z.optional(z.string()), ''),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z._default(z.optional(z.string()), ''),
  auth_check: z.string(),
  last_auth_check: z.nullable(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const signUserResponseSchema = z.object({ ...envelope, user: userSchema });

/**
 * GET /x/customer/summary/{lang} (extension): /sign/user, /basket/{lang} and /customer/wish-list-count
 * in one answer, and whether POST /x/products/lookup is answered (optional: without it the page probes).
 */
export const customerSummaryResponseSchema = z.object({
  ...envelope,
  user: userSchema,
  basket: cartSchema,
  wish_list_count: countSchema,
  lookup_available: z.optional(z.boolean()),
});
