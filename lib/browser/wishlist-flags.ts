import { createStore } from './listener-store';

/**
 * The wishlist flags the customer changed in this tab, by product id. They override the
 * `wish_list` flag a page's products were loaded with, so a heart changes at once and stays
 * right on every card showing that product until the next page load.
 */
const store = createStore<ReadonlyMap<number, boolean>>(new Map());

/** For useSyncExternalStore: hears every change of a flag. */
export const subscribeWishlistFlags = store.subscribe;
/** Every flag changed in this tab; a new map after each change. */
export const getWishlistFlags = store.get;

/** Sets (or, with `undefined`, forgets) one product's flag. */
export function setWishlistFlag(productId: number, wished: boolean | undefined): void {
  const next = new Map(store.get());
  if (wished === undefined) next.delete(productId);
  else next.set(productId, wished);
  store.set(next);
}

/** Forgets every flag (sign-out, another customer). */
export function clearWishlistFlags(): void {
  if (store.get().size === 0) return;
  store.set(new Map());
}
