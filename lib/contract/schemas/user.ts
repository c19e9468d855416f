import * as z from 'zod/mini';
import { cartSchema } from './cart';
import { countSchema, envelope, moneySchema } from './common';
import { currentSiteSchema } from './sites';

/** What a person does in their company: everything, orders within a limit, or reads the books. */
export const companyRoleSchema = z.enum(['owner', 'buyer', 'accountant']);
export type CompanyRole = z.infer<typeof companyRoleSchema>;

export const userSchema = z.object({
  username: z.string(),
  email: z._default(z.optional(z.string()), ''),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z._default(z.optional(z.string()), ''),
  auth_check: z.string(),
  last_auth_check: z.nullable(z.string()),
  /**
   * The person's role in their company (docs/decisions/059-company-accounts.md); an upstream without
   * company accounts sends none: the person is the owner of a company of one (companyRoleOf), and the
   * company's extensions are not asked (hasCompanyAccounts). Kept absent rather than defaulted, so the
   * storefront can tell the two apart.
   */
  role: z.optional(companyRoleSchema),
  /** a buyer's limit per order excluding VAT; null: no limit (absent: none either) */
  order_limit_exc_vat: z._default(z.optional(z.nullable(moneySchema)), null),
  /** the building site the person orders for now (docs/decisions/059-company-accounts.md); null or absent: none */
  site: z._default(z.optional(z.nullable(currentSiteSchema)), null),
  /**
   * whether the company keeps building sites (the header's site switcher); absent (undefined): an
   * upstream without sites, so the account menu offers no sites page either
   */
  has_sites: z.optional(z.boolean()),
  /**
   * whether the basket changes honour an `Idempotency-Key` (docs/decisions/064-offline-cart-changes.md):
   * only then does the storefront keep a change made offline and send it later; absent: refused offline
   */
  basket_idempotency: z.optional(z.boolean()),
});
export type User = z.infer<typeof userSchema>;

/** The person's role; absent (an upstream without company accounts): the owner of a company of one. */
export function companyRoleOf(user: Pick<User, 'role'>): CompanyRole {
  return user.role ?? 'owner';
}

/** Whether the backend has company accounts (it sends the role): only then the people, approvals and sites are shown and asked. */
export function hasCompanyAccounts(user: Pick<User, 'role'>): boolean {
  return user.role !== undefined;
}

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
