import { callApi, seg, type ApiClient } from '../client';
import type { SiteChoicePayload, SitePayload } from '../schemas/requests/site';

// Building sites (extensions, docs/contract.md#extensions; docs/decisions/059-company-accounts.md).
// The storefront asks them only for a user with `has_sites` or on the sites page, so an upstream
// without them is never asked on an ordinary page.

/** GET /x/company/sites: the company's live sites and the person's current one. */
export function getSites(client: ApiClient) {
  return callApi(client, 'GET', '/x/company/sites', 'sitesResponseSchema');
}

/** POST /x/company/sites: adds a site; 400 names each bad field (the form's names). */
export async function addSite(client: ApiClient, payload: SitePayload) {
  return (await callApi(client, 'POST', '/x/company/sites', 'siteResponseSchema', payload)).site;
}

/** PATCH /x/company/sites/{id}: saves a site. */
export async function editSite(client: ApiClient, id: number, payload: SitePayload) {
  return (await callApi(client, 'PATCH', `/x/company/sites/${seg(id)}`, 'siteResponseSchema', payload)).site;
}

/** DELETE /x/company/sites/{id}: archives a site; the remaining sites. */
export function archiveSite(client: ApiClient, id: number) {
  return callApi(client, 'DELETE', `/x/company/sites/${seg(id)}`, 'sitesResponseSchema');
}

/** PUT /x/customer/site: the site the person orders for now (null: none); its cart becomes the basket. */
export function chooseSite(client: ApiClient, payload: SiteChoicePayload) {
  return callApi(client, 'PUT', '/x/customer/site', 'sitesResponseSchema', payload);
}
