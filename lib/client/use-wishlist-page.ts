'use client';

import useSWR from 'swr';
import { getWishlist } from '@/lib/api/calls/wishlist';
import { seg } from '@/lib/api/client';
import type { ProductListItem } from '@/lib/api/schemas/product';
import type { OrderingCode } from '@/lib/catalogue/ordering';
import { browserApi } from './api';
import { CUSTOMER_DATA } from './swr-options';
import { WISHLIST_PAGE_PATH } from './use-wishlist';

/** One page of the customer's wishlist; the key is the API path with the ordering, so toggles can revalidate it. */
export function useWishlistPage(lang: string, limit: number, offset: number, ordering: OrderingCode, enabled: boolean) {
  const key = enabled ? [`${WISHLIST_PAGE_PATH}/${seg(lang)}/${limit}/${offset}`, ordering] : null;
  const { data, error, isLoading, mutate } = useSWR<ProductListItem[]>(key, () => getWishlist(browserApi, lang, limit, offset, ordering), {
    ...CUSTOMER_DATA,
    keepPreviousData: true,
  });
  return { products: data, error: error as unknown, isLoading, reload: mutate };
}
