import { callApi, seg, type ApiClient } from '../client';
import { summaryFields } from './shell';

/** Where the page call answers; also the prefix a test hides it under (test-hooks/missing). */
export const CUSTOMER_PAGE_PATH = '/x/customer/page';

/**
 * POST /x/customer/page/{lang} (extension, customers only): what GET /x/customer/summary/{lang}
 * answers (user, cart, wishlist count, lookup) and what POST /x/customer/prices answers for the
 * products `ids` (none: no prices), in one round trip. 401 for guests; an upstream without it
 * answers 404/501 (isMissingExtension): ask the summary and the prices calls instead.
 */
export async function getCustomerPage(client: ApiClient, lang: string, ids: readonly number[]) {
  const answer = await callApi(client, 'POST', `${CUSTOMER_PAGE_PATH}/${seg(lang)}`, 'customerPageResponseSchema', { ids });
  return { summary: summaryFields(answer), prices: answer.prices };
}
