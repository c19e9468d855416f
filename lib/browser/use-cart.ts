'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useLocale } from 'next-intl';
import { getBasket } from '@/lib/contract/calls/shell';
import { addToBasket, removeBasketLine, updateBasketLine } from '@/lib/contract/calls/cart';
import type { Cart } from '@/lib/contract/schemas/cart';
import { EMPTY_CART } from '@/lib/contract/values';
import { mayBeSignedIn } from '@/lib/shop/account/signed-in-hint';
import { browserApi } from './api';
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

/** The cart with the quantity of one line set (and the piece count with it); totals wait for the server. */
function withQuantity(cart: Cart, lineId: number, quantity: number): Cart {
  const products = cart.products.map((line) => (line.id === lineId ? { ...line, quantity } : line));
  return { ...cart, products, amount: products.reduce((sum, l) => sum + l.quantity, 0) };
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
  return { ...cart, products, amount: products.reduce((sum, l) => sum + l.quantity, 0) };
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
  const { isLoggedIn } = useUser();
  const key = cartKey(lang);
  const { mutate: mutateKey } = useSWRConfig();
  const { data, isLoading } = useSWR<Cart>(isLoggedIn ? key : null, () => getBasket(browserApi, lang), CART_DATA);
  const reload = useCallback(() => mutateKey(key), [mutateKey, key]);
  const settle = useCallback((cart: Cart) => mutateKey(key, cart, { revalidate: false }), [mutateKey, key]);
  const queue = queueFor(key, reload, settle);
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
          const cart = await addToBasket(browserApi, { basket: data?.id ?? null, product: productId, quantity });
          pushToast({ variant: 'success', message: 'addedToCart' });
          return cart;
        })
        .then(
          () => true,
          (error: unknown) => (showApiError('cart', error), false),
        ),
    [queue, data?.id],
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
      void mutateKey(key, (current: Cart | undefined) => (current ? withQuantity(current, lineId, quantity) : current), { revalidate: false });
      return queue
        .coalesce(`line:${lineId}`, quantity, (value) => updateBasketLine(browserApi, { id: lineId, quantity: value }))
        .then(
          () => true,
          (error: unknown) => (showApiError('cart', error), false),
        );
    },
    [queue, mutateKey, key],
  );

  const remove = useCallback(
    (lineId: number) => {
      void mutateKey(key, (current: Cart | undefined) => (current ? withoutLine(current, lineId) : current), { revalidate: false });
      return queue
        .run(async () => {
          const cart = await removeBasketLine(browserApi, lineId);
          pushToast({ variant: 'success', message: 'removedFromCart' });
          return cart;
        })
        .then(
          () => true,
          (error: unknown) => (showApiError('cart', error), false),
        );
    },
    [queue, mutateKey, key],
  );

  return { cart: (isLoggedIn && data) || EMPTY_CART, isLoading: isLoggedIn && isLoading, isSyncing, add, addMany, update, remove };
}
