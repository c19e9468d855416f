import { addToBasket, removeBasketLine, updateBasketLine } from '@/lib/contract/calls/cart';
import { ApiError } from '@/lib/contract/errors';
import type { Cart } from '@/lib/contract/schemas/cart';
import { browserApi } from './api';
import { dropChange, keepChange, readOutbox, type OutboxChange } from './cart-outbox';
import { pushToast } from './toast-store';

/** Who the changes are for, and whether the backend does a keyed change once (`user.basket_idempotency`). */
export interface DeliveryScope {
  /** the signed-in person (their e-mail): the outbox is theirs alone */
  customer: string;
  /** only then is a change made offline kept and sent later; else it is refused offline */
  canKeep: boolean;
}

/** A change refused because there is no signal and it cannot be kept (docs/decisions/064-offline-cart-changes.md). */
export class OfflineRefusal extends Error {
  constructor() {
    super('offline: the cart change was not sent');
  }
}

/** The browser says it has no network (navigator.onLine is only trusted when false). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The request got no answer at all (no signal), as opposed to an HTTP answer that refused it. */
export function isLostSignal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** Sends one change with its key; resolves with the cart the backend answered (null: reload it). */
export function sendChange(change: OutboxChange): Promise<Cart | null> {
  const options = { idempotencyKey: change.key };
  if (change.kind === 'add') return addToBasket(browserApi, { basket: change.basket, product: change.productId, quantity: change.quantity }, options);
  if (change.kind === 'update') return updateBasketLine(browserApi, { id: change.lineId, quantity: change.quantity }, options);
  return removeBasketLine(browserApi, change.lineId, options);
}

/** What became of a change: sent (with the cart it answered, null: reload), or kept to be sent later. */
export type Delivery = { kept: false; cart: Cart | null } | { kept: true };

function keep(scope: DeliveryScope, change: OutboxChange): Delivery {
  if (!scope.canKeep || !keepChange(scope.customer, change)) throw new OfflineRefusal();
  return { kept: true };
}

/**
 * Sends a change, or keeps it in the person's outbox when there is no signal: offline, after a lost
 * answer, or behind changes kept earlier (they go first, in order). Where the backend does not
 * honour keys, a change without signal is refused (OfflineRefusal) rather than risk adding twice.
 */
export async function deliverChange(scope: DeliveryScope, change: OutboxChange): Promise<Delivery> {
  if (isOffline() || readOutbox(scope.customer).length > 0) return keep(scope, change);
  try {
    return { kept: false, cart: await sendChange(change) };
  } catch (error) {
    if (isLostSignal(error)) return keep(scope, change);
    throw error;
  }
}

/** A change the backend may do later: no answer, a 5xx or a twin still under way (409). */
function worthRetrying(error: unknown): boolean {
  return isLostSignal(error) || (error instanceof ApiError && (error.status >= 500 || error.status === 409));
}

/**
 * Sends the person's kept changes once, in order, each with its own key (a repeat after a lost answer
 * changes nothing). A change the backend refuses (the product is gone, the line removed) is dropped
 * with an error toast; without signal the rest waits for the next try. Resolves with how many were sent.
 */
export async function sendKeptChanges(customer: string): Promise<number> {
  let sent = 0;
  for (const change of readOutbox(customer)) {
    try {
      await sendChange(change);
      sent += 1;
    } catch (error) {
      if (worthRetrying(error)) break;
      const detail = error instanceof ApiError ? error.items.map((item) => `[${item.key}] ${item.code}`) : undefined;
      pushToast({ variant: 'error', message: 'cartChangeRefused', detail, timeout: 0 });
    }
    dropChange(customer, change.key);
  }
  return sent;
}
