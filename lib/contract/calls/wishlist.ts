import { orderFor, type OrderingCode } from '@/lib/contract/rules/ordering';
import { callApi, seg, type ApiClient } from '../client';
import type { WishlistRequest } from '../schemas/requests/listing';

/** GET /customer/wish-list-count: the header badge and the paginator total. */
export async function getWishlistCount(client: ApiClient) {
  return (await callApi(client, 'GET', '/customer/wish-list-count', 'wishlistCountResponseSchema')).count_all;
}

/** POST /customer/wish-list-new/{lang}/{limit}/{offset}: one page of the wishlist, ordered by code 1..7. */
export async function getWishlist(client: ApiClient, lang: string, limit: number, offset: number, ordering: OrderingCode) {
  const body: WishlistRequest = { order: orderFor(ordering) };
  const path = `/customer/wish-list-new/${seg(lang)}/${seg(limit)}/${seg(offset)}`;
  return (await callApi(client, 'POST', path, 'wishlistResponseSchema', body)).products;
}

/** PATCH /customer/wish-list/add */
export async function addToWishlist(client: ApiClient, productId: number) {
  await callApi(client, 'PATCH', '/customer/wish-list/add', 'okSchema', { id: productId });
}

/** DELETE /customer/wish-list/remove/{id} */
export async function removeFromWishlist(client: ApiClient, productId: number) {
  await callApi(client, 'DELETE', `/customer/wish-list/remove/${seg(productId)}`, 'okSchema');
}
