import { callApi, seg, type ApiClient, type ResponseOf } from '../client';

/** GET /menu/bottom-second/{lang}: the one menu (header bar, drawer, category side menu). */
export async function getMenu(client: ApiClient, lang: string) {
  return (await callApi(client, 'GET', `/menu/bottom-second/${seg(lang)}`, 'menuResponseSchema')).menu;
}

/** GET /banners/top/{lang} */
export async function getTopBanners(client: ApiClient, lang: string) {
  return (await callApi(client, 'GET', `/banners/top/${seg(lang)}`, 'bannersResponseSchema')).banners;
}

/** GET /sign/user: the signed-in customer; ApiError `messages.user.not-logged-in` for guests. */
export async function getSignedInUser(client: ApiClient) {
  return (await callApi(client, 'GET', '/sign/user', 'signUserResponseSchema')).user;
}

/** GET /x/customer/summary/{lang} (extension): user, cart and wishlist count at once; 401 for guests, 404/501 on an upstream without it. */
export async function getCustomerSummary(client: ApiClient, lang: string) {
  return summaryFields(await callApi(client, 'GET', `/x/customer/summary/${seg(lang)}`, 'customerSummaryResponseSchema'));
}

/** The summary's fields as the storefront names them (the page call answers them too). */
export function summaryFields(answer: ResponseOf<'customerSummaryResponseSchema'>) {
  return { user: answer.user, basket: answer.basket, wishListCount: answer.wish_list_count, lookupAvailable: answer.lookup_available };
}

/** GET /basket/{lang}: the customer's cart; the empty cart for guests. */
export async function getBasket(client: ApiClient, lang: string) {
  return (await callApi(client, 'GET', `/basket/${seg(lang)}`, 'basketResponseSchema')).basket;
}

/** GET /sign/out/: ends the session; always succeeds. */
export async function signOut(client: ApiClient) {
  await callApi(client, 'GET', '/sign/out/', 'okSchema');
}
