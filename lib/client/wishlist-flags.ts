/**
 * The wishlist flags the customer changed in this tab, by product id. They override the
 * `wish_list` flag a page's products were loaded with, so a heart changes at once and stays
 * right on every card showing that product until the next page load.
 */
type Listener = () => void;

let flags: ReadonlyMap<number, boolean> = new Map();
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function subscribeWishlistFlags(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getWishlistFlags(): ReadonlyMap<number, boolean> {
  return flags;
}

/** Sets (or, with `undefined`, forgets) one product's flag. */
export function setWishlistFlag(productId: number, wished: boolean | undefined): void {
  const next = new Map(flags);
  if (wished === undefined) next.delete(productId);
  else next.set(productId, wished);
  flags = next;
  emit();
}

/** Forgets every flag (sign-out, another customer). */
export function clearWishlistFlags(): void {
  if (flags.size === 0) return;
  flags = new Map();
  emit();
}
