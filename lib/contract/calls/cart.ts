import { callApi, seg, type ApiClient, type CallOptions } from '../client';
import type { Cart } from '../schemas/cart';
import type { BasketAddPayload, BasketUpdatePayload } from '../schemas/requests/basket';

// Wishlist toggles sit beside the cart buttons on every product card.
export * from './wishlist';

/*
 * Each basket mutation resolves with the new cart where the backend sent it along (an extension of
 * the embedded backend, basketMutationResponseSchema), else `null`: then reload it (getBasket), docs/rules.md#states.
 */

/** Options of a basket change: `idempotencyKey` makes a repeat do nothing where the backend announces `user.basket_idempotency`. */
type ChangeOptions = Pick<CallOptions, 'idempotencyKey'>;

/** PUT /basket/add */
export async function addToBasket(client: ApiClient, payload: BasketAddPayload, options?: ChangeOptions): Promise<Cart | null> {
  return (await callApi(client, 'PUT', '/basket/add', 'basketMutationResponseSchema', payload, options)).basket ?? null;
}

/** PATCH /basket/update: sets a line's quantity. */
export async function updateBasketLine(client: ApiClient, payload: BasketUpdatePayload, options?: ChangeOptions): Promise<Cart | null> {
  return (await callApi(client, 'PATCH', '/basket/update', 'basketMutationResponseSchema', payload, options)).basket ?? null;
}

/** DELETE /basket/remove/{id}: removes a cart line. */
export async function removeBasketLine(client: ApiClient, lineId: number, options?: ChangeOptions): Promise<Cart | null> {
  return (await callApi(client, 'DELETE', `/basket/remove/${seg(lineId)}`, 'basketMutationResponseSchema', undefined, options)).basket ?? null;
}
