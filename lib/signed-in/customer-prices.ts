import { getCustomerPrices } from '@/lib/contract/calls/customer-prices';
import type { ApiClient } from '@/lib/contract/client';
import { MAX_PRICE_IDS, type CustomerPrice } from '@/lib/contract/schemas/customer-prices';
import { extensionOrFallback } from '@/lib/browser/missing-extensions';
import { loadCustomerProductSource } from './customer-product-calls';
import type { CustomerProductSource } from './customer-product-sources';

/**
 * The customer's prices, stock and wishlist flags of the products `ids` a page shows: one call
 * where the backend has the extension (POST /x/customer/prices), which reads only those fields.
 * An upstream without it (404/501) gets the spec's product calls the page was built from
 * (`sources`), whose list items carry the same fields; so does a list longer than one call takes.
 * On a page's first load the session check usually brought them already (session-summary.ts).
 */
export async function loadCustomerPrices(client: ApiClient, ids: readonly number[], sources: readonly CustomerProductSource[]): Promise<CustomerPrice[]> {
  const fromSources = async () => (await Promise.all(sources.map((source) => loadCustomerProductSource(client, source)))).flat();
  if (ids.length === 0 || ids.length > MAX_PRICE_IDS) return fromSources();
  return (await extensionOrFallback('customer-prices', () => getCustomerPrices(client, ids), fromSources)).value;
}
