import { seg } from '@/lib/contract/client';

// SWR keys of the customer data every signed-in page shows (the API paths of their spec calls).
// Kept apart from their hooks so the session check can fill them all from one summary answer.

/** The session check: GET /sign/user. */
export const USER_KEY = '/sign/user';

/** The cart: GET /basket/{lang}. */
export function cartKey(lang: string): string {
  return `/basket/${seg(lang)}`;
}

/** The wishlist count: GET /customer/wish-list-count. */
export const WISHLIST_COUNT_KEY = '/customer/wish-list-count';

/**
 * Whether the backend has the product lookup (quick order): the probe's answer, or the summary's.
 * The one record of it for the page load (missing-extensions.ts keeps the extensions with a fallback).
 */
export const LOOKUP_PROBE_KEY = '/x/products/lookup#probe';

/** The customer's prices of a list's products (customer-products-loader.tsx), also filled by the page call. */
export function customerPricesKey(ids: readonly number[]): [string, string] {
  return ['customer-prices', JSON.stringify(ids)];
}

/** The company's building sites (GET /x/company/sites, an extension asked only where the user has sites). */
export const SITES_KEY = '/x/company/sites';

/** The owner's list of approval requests (GET /x/company/approvals), whose pending ones the account menu counts. */
export const COMPANY_APPROVALS_KEY = '/x/company/approvals';

/** The stock per warehouse of the cart's products (GET /x/products/{ids}/stock, decision 066), shared by the cart and checkout. */
export function warehouseStockKey(ids: readonly number[]): [string, string] {
  return ['warehouse-stock', ids.join(',')];
}
