'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { filterProducts, getHomepageProducts, getProductByUrl, type ProductFilter } from '@/lib/api/calls/catalogue';
import { searchProducts } from '@/lib/api/calls/search';
import type { ProductListItem } from '@/lib/api/schemas/product';
import { browserApi } from './api';
import { useUser } from './use-user';

/**
 * Where a server-rendered page got its products from, so the browser can ask the same
 * question again with the customer's session and get prices. Guest HTML stays cacheable:
 * prices never pass through the server render.
 */
export type CustomerProductSource =
  | { kind: 'homepage'; lang: string }
  | ({ kind: 'filter'; lang: string } & ProductFilter)
  | { kind: 'detail'; lang: string; url: string }
  | { kind: 'search'; lang: string; query: string; limit: number; offset: number };

async function loadSource(source: CustomerProductSource): Promise<ProductListItem[]> {
  switch (source.kind) {
    case 'homepage':
      return getHomepageProducts(browserApi, source.lang);
    case 'filter':
      return (await filterProducts(browserApi, source.lang, source)).products;
    case 'detail': {
      const product = await getProductByUrl(browserApi, source.url, source.lang);
      return [product, ...product.related_products];
    }
    case 'search':
      return (await searchProducts(browserApi, source.query, source.lang, source.limit, source.offset)).products;
  }
}

export type PriceState =
  | { status: 'unknown' }
  | { status: 'guest' }
  | { status: 'loading' }
  | { status: 'ready'; product: ProductListItem }
  | { status: 'missing' };

interface CustomerProducts {
  isLoading: boolean;
  byId: Map<number, ProductListItem>;
}

const CustomerProductsContext = createContext<CustomerProducts | null>(null);

/** Fetches the page's products with the customer's session (one call per page); guests fetch nothing. */
export function CustomerProductsProvider({ sources, children }: { sources: CustomerProductSource[]; children: ReactNode }) {
  const { isLoggedIn } = useUser();
  const key = isLoggedIn ? ['customer-products', JSON.stringify(sources)] : null;
  const { data, isLoading } = useSWR(key, () => Promise.all(sources.map(loadSource)).then((lists) => lists.flat()), {
    revalidateOnFocus: false,
  });
  const value = useMemo<CustomerProducts>(
    () => ({ isLoading: isLoggedIn && isLoading, byId: new Map((data ?? []).map((p) => [p.id, p])) }),
    [isLoggedIn, isLoading, data],
  );
  return <CustomerProductsContext.Provider value={value}>{children}</CustomerProductsContext.Provider>;
}

/**
 * For lists the browser already fetched with the customer's session (the wishlist): their
 * products are the customer's view, so cards inside read prices and flags from them directly.
 */
export function LoadedCustomerProducts({ products, children }: { products: ProductListItem[]; children: ReactNode }) {
  const value = useMemo<CustomerProducts>(() => ({ isLoading: false, byId: new Map(products.map((p) => [p.id, p])) }), [products]);
  return <CustomerProductsContext.Provider value={value}>{children}</CustomerProductsContext.Provider>;
}

/** The customer's view of one product on the page: its prices once known, or why there are none. */
export function useCustomerProduct(productId: number): PriceState {
  const { isLoggedIn, isLoading } = useUser();
  const context = useContext(CustomerProductsContext);
  if (isLoading) return { status: 'unknown' };
  if (!isLoggedIn) return { status: 'guest' };
  if (!context) return { status: 'missing' };
  if (context.isLoading) return { status: 'loading' };
  const product = context.byId.get(productId);
  return product ? { status: 'ready', product } : { status: 'missing' };
}
