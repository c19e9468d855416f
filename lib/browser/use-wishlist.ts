'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { addToWishlist, removeFromWishlist } from '@/lib/contract/calls/wishlist';
import { browserApi } from './api';
import { showApiError } from './show-api-error';
import { pushToast } from './toast-store';
import { useUser } from './use-user';
import { useWishlistCount } from './use-wishlist-count';
import { clearWishlistFlags, getWishlistFlags, setWishlistFlag, subscribeWishlistFlags } from './wishlist-flags';

/** First element of the wishlist page's SWR key (`[path, ordering]`): toggles revalidate every page of it. */
export const WISHLIST_PAGE_PATH = '/customer/wish-list-new';

export function isWishlistPageKey(key: unknown): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(WISHLIST_PAGE_PATH);
}

/**
 * The customer's wishlist: its count and the flag of each product. A toggle changes the flag
 * and the count at once (docs/rules.md#states), then asks the server; when it refuses, both roll back and
 * the generic error toast names the wishlist.
 */
export function useWishlist() {
  const { isLoggedIn } = useUser();
  const { count, isLoading, mutate: mutateCount } = useWishlistCount(isLoggedIn);
  const { mutate } = useSWRConfig();
  const flags = useSyncExternalStore(subscribeWishlistFlags, getWishlistFlags, getWishlistFlags);

  useEffect(() => {
    if (!isLoggedIn) clearWishlistFlags();
  }, [isLoggedIn]);

  /** The product's flag now: the customer's last toggle, else what the product was loaded with. */
  const isWished = useCallback((productId: number, loaded: boolean) => flags.get(productId) ?? loaded, [flags]);

  const toggle = useCallback(
    async (productId: number, wished: boolean): Promise<boolean> => {
      const next = !wished;
      const delta = next ? 1 : -1;
      setWishlistFlag(productId, next);
      await mutateCount((c) => Math.max(0, (c ?? 0) + delta), { revalidate: false });
      try {
        if (next) await addToWishlist(browserApi, productId);
        else await removeFromWishlist(browserApi, productId);
      } catch (error) {
        setWishlistFlag(productId, wished);
        await mutateCount((c) => Math.max(0, (c ?? 0) - delta), { revalidate: false });
        showApiError('wishlist', error);
        return false;
      }
      pushToast({ variant: 'success', message: next ? 'addedToWishlist' : 'removedFromWishlist' });
      void mutateCount();
      void mutate(isWishlistPageKey);
      return true;
    },
    [mutateCount, mutate],
  );

  return { count, isLoading, isWished, toggle };
}
