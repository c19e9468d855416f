import { callApi, type ApiClient } from '../client';
import { extensionOr } from '../errors';
import type { CompanyCredit } from '../schemas/trade-terms';

/**
 * GET /x/customer/credit (an extension; docs/decisions/058-trade-terms.md): the company's terms and
 * balance, null for a company that prepays and where an upstream lacks the call (404/501), so the
 * account then shows no balance. 401 for guests.
 */
export async function getCompanyCredit(client: ApiClient): Promise<CompanyCredit | null> {
  const { value } = await extensionOr(
    async () => (await callApi(client, 'GET', '/x/customer/credit', 'creditResponseSchema')).credit,
    async () => null,
  );
  return value;
}
