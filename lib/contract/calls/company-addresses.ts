import { callApi, seg, type ApiClient } from '../client';
import { extensionOr } from '../errors';
import type { CompanyAddress, CompanyAddressForm } from '../schemas/company-addresses';

/**
 * GET /x/company/addresses (an extension; docs/decisions/059-company-accounts.md): the company's
 * shared delivery addresses, or null where an upstream lacks the call (404/501): then the account
 * shows no address book and checkout offers only the own delivery address.
 */
export async function getCompanyAddresses(client: ApiClient): Promise<CompanyAddress[] | null> {
  const { value } = await extensionOr<CompanyAddress[] | null>(
    async () => (await callApi(client, 'GET', '/x/company/addresses', 'companyAddressesResponseSchema')).addresses,
    async () => null,
  );
  return value;
}

/** POST /x/company/addresses: adds one (owner and buyer; 403 for an accountant); the whole book. */
export async function addCompanyAddress(client: ApiClient, address: CompanyAddressForm): Promise<CompanyAddress[]> {
  return (await callApi(client, 'POST', '/x/company/addresses', 'companyAddressesResponseSchema', { address })).addresses;
}

/** DELETE /x/company/addresses/{id}: removes one (owner and buyer); another company's is 404. */
export async function removeCompanyAddress(client: ApiClient, id: number): Promise<CompanyAddress[]> {
  return (await callApi(client, 'DELETE', `/x/company/addresses/${seg(id)}`, 'companyAddressesResponseSchema')).addresses;
}
