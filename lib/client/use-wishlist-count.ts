'use client';

import useSWR from 'swr';
import { z } from 'zod';
import { callApi } from '@/lib/api/client';
import { browserApi } from './api';

/** SWR key of the wishlist count (the API path). */
export const WISHLIST_COUNT_KEY = '/customer/wish-list-count';

// Interim: lib/api has no wishlist call yet; the wishlist issue moves this schema there.
const wishlistCountSchema = z.object({ count_all: z.number().int().nonnegative() }).loose();

/**
 * How many products the customer keeps on the wishlist. Only fetched for signed-in customers;
 * a failure is silent and reads as 0 until the wishlist issue takes this over.
 */
export function useWishlistCount(enabled: boolean) {
  const { data, isLoading, mutate } = useSWR(
    enabled ? WISHLIST_COUNT_KEY : null,
    async () => {
      try {
        return (await callApi(browserApi, 'GET', WISHLIST_COUNT_KEY, wishlistCountSchema)).count_all;
      } catch {
        return 0;
      }
    },
    { shouldRetryOnError: false },
  );
  return { count: data ?? 0, isLoading, mutate };
}
