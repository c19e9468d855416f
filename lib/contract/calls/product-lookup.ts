import { callApi, type ApiClient } from '../client';
import type { LookupResult } from '../schemas/product-lookup';

const PATH = '/x/products/lookup';

/**
 * POST /x/products/lookup (extension, customers only): what each code names, in the order sent.
 * An upstream without the call answers 404/501 (isMissingExtension): the quick order is then hidden.
 */
export async function lookupProducts(client: ApiClient, codes: readonly string[]): Promise<LookupResult[]> {
  return (await callApi(client, 'POST', PATH, 'productLookupResponseSchema', { codes })).results;
}
