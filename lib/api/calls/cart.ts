import { callApi, seg, type ApiClient } from '../client';
import type { BasketAddPayload, BasketUpdatePayload } from '../schemas/requests/basket';

// Wishlist toggles sit beside the cart buttons on every product card.
export * from './wishlist';

/** PUT /basket/add: reload the cart (getBasket) afterwards, spec §4. */
export async function addToBasket(client: ApiClient, payload: BasketAddPayload) {
  await callApi(client, 'PUT', '/basket/add', 'okSchema', payload);
}

/** PATCH /basket/update: sets a line's quantity. */
export async function updateBasketLine(client: ApiClient, payload: BasketUpdatePayload) {
  await callApi(client, 'PATCH', '/basket/update', 'okSchema', payload);
}

/** DELETE /basket/remove/{id}: removes a cart line. */
export async function removeBasketLine(client: ApiClient, lineId: number) {
  await callApi(client, 'DELETE', `/basket/remove/${seg(lineId)}`, 'okSchema');
}
