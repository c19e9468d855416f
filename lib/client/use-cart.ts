'use client';

import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { getBasket } from '@/lib/api/calls/shell';
import { seg } from '@/lib/api/client';
import { EMPTY_CART, type Cart } from '@/lib/api/schemas/cart';
import { browserApi } from './api';

/** SWR key of the cart (the API path). */
export function cartKey(lang: string): string {
  return `/basket/${seg(lang)}`;
}

/** The customer's cart, the empty cart for guests and while loading. Mutations come with the cart issue. */
export function useCart() {
  const lang = useLocale();
  const { data, isLoading, mutate } = useSWR<Cart>(cartKey(lang), () => getBasket(browserApi, lang));
  return { cart: data ?? EMPTY_CART, isLoading, mutate };
}
