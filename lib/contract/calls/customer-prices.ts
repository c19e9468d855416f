import { callApi, type ApiClient } from '../client';
import type { CustomerPrice } from '../schemas/customer-prices';

/** Where the prices call answers; also the prefix a test hides it under (test-hooks/missing). */
export const CUSTOMER_PRICES_PATH = '/x/customer/prices';

/**
 * POST /x/customer/prices (extension, customers only): the customer's prices, stock and wishlist
 * flags of the products `ids`, in that order (unknown ids left out). 401 for guests; an upstream
 * without it answers 404/501 (isMissingExtension): ask the pages' own product calls instead.
 */
export async function getCustomerPrices(client: ApiClient, ids: readonly number[]): Promise<CustomerPrice[]> {
  return (await callApi(client, 'POST', CUSTOMER_PRICES_PATH, 'customerPricesResponseSchema', { ids })).prices;
}
