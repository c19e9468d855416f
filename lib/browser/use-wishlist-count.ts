'use client';

import useSWR from 'swr';
import { getWishlistCount } from '@/lib/contract/calls/wishlist';
import { browserApi } from './api';
import { SHELL_DATA } from './swr-options';
import { WISHLIST_COUNT_KEY } from './swr-keys';

export { WISHLIST_COUNT_KEY };

/**
 * How many products the customer keeps on the wishlist. Only fetched for signed-in customers;
 * a failure is silent and reads as 0 (the header badge is not worth an error toast).
 */
export function useWishlistCount(enabled: boolean) {
  const { data, isLoading, mutate } = useSWR(
    enabled ? WISHLIST_COUNT_KEY : null,
    async () => {
      try {
        return await getWishlistCount(browserApi);
      } catch {
        return 0;
      }
    },
    { ...SHELL_DATA, shouldRetryOnError: false },
  );
  return { count: data ?? 0, isLoading, mutate };
}
