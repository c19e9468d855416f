'use client';

import useSWR from 'swr';
import { getWishlist } from '@/lib/contract/calls/wishlist';
import { seg } from '@/lib/contract/client';
import type { ProductListItem } from '@/lib/contract/schemas/product';
import type { OrderingCode } from '@/lib/contract/rules/ordering';
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
