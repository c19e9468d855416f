'use client';

import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useLocale } from 'next-intl';
import { getBasket } from '@/lib/contract/calls/shell';
import { addToBasket } from '@/lib/contract/calls/cart';
import type { Cart } from '@/lib/contract/schemas/cart';
import { EMPTY_CART } from '@/lib/contract/values';
import { mayBeSignedIn } from '@/lib/shop/account/signed-in-hint';
import { browserApi } from './api';
import { deliverChange, isOffline, OfflineRefusal, sendKeptChanges, type DeliveryScope } from './cart-delivery';
import { newChangeKey, readOutbox } from './cart-outbox';
import { MutationQueue } from './mutation-queue';
import { showApiError } from './show-api-error';
import { SHELL_DATA } from './swr-options';
import { cartKey } from './swr-keys';
import { onTabReturn } from './tab-return';
import { pushToast } from './toast-store';
import { useUser } from './use-user';

export { cartKey };

// One queue per cart key, shared by every component showing the cart (header, cart page, cards).
const queues = new Map<string, MutationQueue<Cart>>();
function queueFor(key: string, reload: () => Promise<unknown>, settle: (cart: Cart) => Promise<unknown>): MutationQueue<Cart> {
  let queue = queues.get(key);
  if (!queue) {
    queue = new MutationQueue<Cart>(reload, settle);
    queues.set(key, queue);
  } else queue.setReload(reload, settle);
  return queue;
}

const NOT_BUSY = () => () => undefined;

// The cart catches up on every return to the tab (onTabReturn), not on SWR's throttled focus.
// Also filled by the session check's summary (use-user), which a mount then need not ask again.
const CART_DATA = { ...SHELL_DATA, revalidateOnFocus: false } as const;

// The badge moves by what a change moves: pieces of an add kept offline have no line yet but count.
const piecesOf = (lines: Cart['products']) => lines.reduce((sum, l) => sum + l.quantity, 0);

/** The cart with the quantity of one line set (and the piece count with it); totals wait for the server. */
function withQuantity(cart: Cart, lineId: number, quantity: number): Cart {
  const products = cart.products.map((line) => (line.id === lineId ? { ...line, quantity } : line));
  return { ...cart, products, amount: cart.amount + piecesOf(products) - piecesOf(cart.products) };
}

/** Adds of one "add all" sent at once: the basket call takes one product per request. */
const ADD_BATCH = 6;

/** A line of a bulk add (quick order), and what the basket said when it refused one. */
export interface BulkLine {
  productId: number;
  quantity: number;
}
export interface BulkFailure {
  productId: number;
  error: unknown;
}

function withoutLine(cart: Cart, lineId: number): Cart {
  const products = cart.products.filter((line) => line.id !== lineId);
  return { ...cart, products, amount: cart.amount + piecesOf(products) - piecesOf(cart.products) };
}

/** The cart with an add kept offline: the badge counts the pieces; the line itself comes with the server's cart. */
function withAdded(cart: Cart, quantity: number): Cart {
  return { ...cart, amount: cart.amount + quantity };
}

/** A refused change's toast: without signal the words say so (docs/decisions/064-offline-cart-changes.md), else the generic one. */
function showCartError(error: unknown): false {
  if (error instanceof OfflineRefusal) pushToast({ variant: 'error', message: 'cartOffline' });
  else showApiError('cart', error);
  return false;
}

/**
 * The customer's cart (the empty cart for guests, who fetch nothing) and its mutations. Every
 * change goes through one queue and ends with the server's cart, so totals are always the
 * server's: the cart the last change answered with where the backend sends it (the embedded
 * backend does), else a reload (docs/rules.md#states). Quantity and removal show at once, and a refused
 * change is undone by the reload that follows it.
 */
export function useCart() {
  const lang = useLocale();
  const { isLoggedIn, user } = useUser();
  const key = cartKey(lang);
  const { mutate: mutateKey } = useSWRConfig();
  const { data, isLoading } = useSWR<Cart>(isLoggedIn ? key : null, () => getBasket(browserApi, lang), CART_DATA);
  const reload = useCallback(() => mutateKey(key), [mutateKey, key]);
  const settle = useCallback((cart: Cart) => mutateKey(key, cart, { revalidate: false }), [mutateKey, key]);
  const queue = queueFor(key, reload, settle);
  const customer = user ? user.email || user.username : '';
  const canKeep = user?.basket_idempotency === true;
  const scope = useMemo<DeliveryScope>(() => ({ customer, canKeep }), [customer, canKeep]);
  /** Shows a change the server has not seen yet (kept offline) on the cart as it is now. */
  const showAhead = useCallback(
    (change: (cart: Cart) => Cart) => mutateKey(key, (current: Cart | undefined) => (current ? change(current) : current), { revalidate: false }),
    [mutateKey, key],
  );
  const isSyncing = useSyncExternalStore(
    isLoggedIn ? queue.subscribe : NOT_BUSY,
    () => queue.busy,
    () => false,
  );

  // Another tab (or a colleague on the same account) may have changed the cart meanwhile; while
  // this tab's own changes are under way, the reload that ends them brings the server's cart anyway.
  // Signed out meanwhile (no hint), there is no cart to ask for.
  useEffect(() => {
    if (!isLoggedIn) return;
    return onTabReturn(key, async () => {
      if (!queue.busy && mayBeSignedIn()) await reload();
    });
  }, [isLoggedIn, key, queue, reload]);

  const add = useCallback(
    (productId: number, quantity: number) =>
      queue
        .run(async () => {
          const change = { key: newChangeKey(), kind: 'add', basket: data?.id ?? null, productId, quantity } as const;
          const delivery = await deliverChange(scope, change);
          if (delivery.kept) return showAhead((cart) => withAdded(cart, quantity));
          pushToast({ variant: 'success', message: 'addedToCart' });
          return delivery.cart;
        })
        .then(() => true, showCartError),
    [queue, data?.id, scope, showAhead],
  );

  // A change refused for want of signal never reaches the server and no reload can bring its cart
  // back: the cart as it was before the change is shown again.
  const undoOffline = useCallback(
    (error: unknown, before: Cart | undefined) => {
      if (error instanceof OfflineRefusal && before) void mutateKey(key, before, { revalidate: false });
      return showCartError(error);
    },
    [mutateKey, key],
  );

  // Many lines in one queued step, in parallel batches; a refused line leaves the others added.
  // Their answers arrive in any order, so none of them is the final cart: the step ends with a reload.
  // Resolves with the refused ones (an empty list when all went in); the caller reports them per line.
  const addMany = useCallback(
    async (lines: readonly BulkLine[]): Promise<BulkFailure[]> => {
      const failures: BulkFailure[] = [];
      await queue.run(async () => {
        for (let start = 0; start < lines.length; start += ADD_BATCH) {
          const batch = lines.slice(start, start + ADD_BATCH);
          const settled = await Promise.allSettled(
            batch.map((line) => addToBasket(browserApi, { basket: data?.id ?? null, product: line.productId, quantity: line.quantity })),
          );
          settled.forEach((outcome, index) => {
            if (outcome.status === 'rejected') failures.push({ productId: batch[index]!.productId, error: outcome.reason });
          });
        }
      });
      return failures;
    },
    [queue, data?.id],
  );

  const update = useCallback(
    (lineId: number, quantity: number) => {
      const before = data;
      void showAhead((cart) => withQuantity(cart, lineId, quantity));
      return queue
        .coalesce(`line:${lineId}`, quantity, async (value) => {
          const delivery = await deliverChange(scope, { key: newChangeKey(), kind: 'update', lineId, quantity: value });
          return delivery.kept ? showAhead((cart) => withQuantity(cart, lineId, value)) : delivery.cart;
        })
        .then(
          () => true,
          (error: unknown) => undoOffline(error, before),
        );
    },
    [queue, scope, showAhead, data, undoOffline],
  );

  const remove = useCallback(
    (lineId: number) => {
      const before = data;
      void showAhead((cart) => withoutLine(cart, lineId));
      return queue
        .run(async () => {
          const delivery = await deliverChange(scope, { key: newChangeKey(), kind: 'remove', lineId });
          if (delivery.kept) return showAhead((cart) => withoutLine(cart, lineId));
          pushToast({ variant: 'success', message: 'removedFromCart' });
          return delivery.cart;
        })
        .then(
          () => true,
          (error: unknown) => undoOffline(error, before),
        );
    },
    [queue, scope, showAhead, data, undoOffline],
  );

  /**
   * Sends the changes kept offline, once and in order (docs/decisions/064-offline-cart-changes.md),
   * then shows the server's cart: the step answers null, so the queue reloads it.
   */
  const sendKept = useCallback(async () => {
    if (!canKeep || !customer || isOffline() || readOutbox(customer).length === 0) return;
    await queue.run(async () => void (await sendKeptChanges(customer))).catch(() => undefined);
  }, [queue, canKeep, customer]);

  return { cart: (isLoggedIn && data) || EMPTY_CART, isLoading: isLoggedIn && isLoading, isSyncing, add, addMany, update, remove, sendKept };
}
