'use client';

import useSWR from 'swr';
import { getWishlistCount } from '@/lib/api/calls/wishlist';
import { browserApi } from './api';
import { CUSTOMER_DATA } from './swr-options';

/** SWR key of the wishlist count (the API path). */
export const WISHLIST_COUNT_KEY = '/customer/wish-list-count';

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
    { ...CUSTOMER_DATA, shouldRetryOnError: false },
  );
  return { count: data ?? 0, isLoading, mutate };
}
