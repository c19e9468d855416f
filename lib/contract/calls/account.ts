import { callApi, seg, type ApiClient } from '../client';
import { extensionOr } from '../errors';
import type { InvoiceListItem, ListFilterOptions, OrderListItem, Profile } from '../schemas/account';
import type { ProfileUpdatePayload } from '../schemas/requests/profile';
import type { SignInPayload } from '../schemas/requests/sign-in';
import type { RegistrationPayload } from '../schemas/requests/registration';
import type { PasswordChangePayload, RestorePayload } from '../schemas/requests/password';

// The wishlist belongs to the account area but is also driven from cards and the header.
export * from './wishlist';

/** POST /sign/in: the signed-in user; the caller stores `auth_check` (docs/contract.md#auth). */
export async function signIn(client: ApiClient, payload: SignInPayload) {
  return (await callApi(client, 'POST', '/sign/in', 'signUserResponseSchema', payload)).user;
}

/** POST /sign/up: error key `email` means the user exists. */
export async function signUp(client: ApiClient, payload: RegistrationPayload) {
  await callApi(client, 'POST', '/sign/up', 'okSchema', payload);
}

/** GET /sign/reset/{lang}/{email}: succeeds for any well-formed address (no account probing). */
export async function requestPasswordReset(client: ApiClient, lang: string, email: string) {
  await callApi(client, 'GET', `/sign/reset/${seg(lang)}/${seg(email.trim())}`, 'okSchema');
}

/** POST /sign/restore: sets the new password; error key `token` for a bad token. */
export async function restorePassword(client: ApiClient, payload: RestorePayload) {
  await callApi(client, 'POST', '/sign/restore', 'okSchema', payload);
}

/** GET /customer/profile */
export async function getProfile(client: ApiClient) {
  return (await callApi(client, 'GET', '/customer/profile', 'profileResponseSchema')).customer;
}

/**
 * The profile and whether it can be saved: GET /x/customer/profile (an extension, read where
 * PATCH is served too); an upstream without it (404/501) gives GET /customer/profile, read-only.
 */
export async function getEditableProfile(client: ApiClient): Promise<{ profile: Profile; editable: boolean }> {
  const { value, extended } = await extensionOr(
    async () => (await callApi(client, 'GET', '/x/customer/profile', 'profileResponseSchema')).customer,
    () => getProfile(client),
  );
  return { profile: value, editable: extended };
}

/** PATCH /x/customer/profile (extension): saves the names; the saved profile. 404/501: see isMissingExtension. */
export async function updateProfile(client: ApiClient, payload: ProfileUpdatePayload) {
  return (await callApi(client, 'PATCH', '/x/customer/profile', 'profileResponseSchema', payload)).customer;
}

/** GET /customer/address: the invoice (type 1) and delivery (type 2) addresses. */
export async function getAddresses(client: ApiClient) {
  return (await callApi(client, 'GET', '/customer/address', 'addressesResponseSchema')).addresses;
}

/** PATCH /customer/password: error key `old` means a wrong old password. */
export async function changePassword(client: ApiClient, payload: PasswordChangePayload) {
  await callApi(client, 'PATCH', '/customer/password', 'okSchema', payload);
}

/** The company-wide lists' filters (docs/decisions/059-company-accounts.md): a person's and a building site's id, null for all. */
export interface ListFilter {
  person: number | null;
  site: number | null;
}

export const NO_FILTER: ListFilter = { person: null, site: null };

/** The filter as the extension lists' query string ('' without one). */
function filterQuery(filter: ListFilter): string {
  const query = new URLSearchParams();
  if (filter.person !== null) query.set('person', String(filter.person));
  if (filter.site !== null) query.set('site', String(filter.site));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * One page of the customer's orders and the total: GET /x/customer/orders/{limit}/{offset} (an
 * extension: the same rows with the total including VAT and who placed each, filtered by `filter`,
 * so the list can be filtered and exported as CSV), or GET /customer/orders/{limit}/{offset} where an
 * upstream lacks it (`exportable` false, no filter options: the filter cannot apply).
 */
export async function getOrders(
  client: ApiClient,
  limit: number,
  offset: number,
  filter: ListFilter = NO_FILTER,
): Promise<{ orders: OrderListItem[]; count: number; exportable: boolean; filterOptions: ListFilterOptions | null }> {
  const page = `${seg(limit)}/${seg(offset)}`;
  const read = (path: string) => () => callApi(client, 'GET', path, 'ordersResponseSchema');
  const { value, extended } = await extensionOr(read(`/x/customer/orders/${page}${filterQuery(filter)}`), read(`/customer/orders/${page}`));
  return { orders: value.orders, count: value.orders_count, exportable: extended, filterOptions: value.filter_options ?? null };
}

/**
 * One page of the customer's invoices and the total: GET /x/customer/invoices/{limit}/{offset} (an
 * extension: the same rows with the amount excluding VAT and who ordered, filtered by `filter`, for the
 * CSV export), or GET /customer/invoices/{limit}/{offset} where an upstream lacks it (`exportable` false).
 */
export async function getInvoices(
  client: ApiClient,
  limit: number,
  offset: number,
  filter: ListFilter = NO_FILTER,
): Promise<{ invoices: InvoiceListItem[]; count: number; exportable: boolean; filterOptions: ListFilterOptions | null }> {
  const page = `${seg(limit)}/${seg(offset)}`;
  const read = (path: string) => () => callApi(client, 'GET', path, 'invoicesResponseSchema');
  const { value, extended } = await extensionOr(read(`/x/customer/invoices/${page}${filterQuery(filter)}`), read(`/customer/invoices/${page}`));
  return { invoices: value.invoices, count: value.invoices_count, exportable: extended, filterOptions: value.filter_options ?? null };
}

/** GET /customer/order/detail/{orderId}/{lang}: another customer's order answers 404. */
export async function getOrderDetail(client: ApiClient, orderId: number | string, lang: string) {
  return (await callApi(client, 'GET', `/customer/order/detail/${seg(orderId)}/${seg(lang)}`, 'orderDetailResponseSchema')).orders;
}

/** PUT /customer/order/duplicateIntoBasket/{orderId}: copies the order's lines into the cart. */
export async function duplicateOrderIntoBasket(client: ApiClient, orderId: number | string, basketId: number | null) {
  await callApi(client, 'PUT', `/customer/order/duplicateIntoBasket/${seg(orderId)}`, 'okSchema', { basket: basketId });
}
