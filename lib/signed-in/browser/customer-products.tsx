'use client';

import { createContext, Suspense, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { CustomerPrice } from '@/lib/contract/schemas/customer-prices';
import type { CustomerProductSource } from '@/lib/signed-in/customer-product-sources';
import { lazyNamed } from '@/lib/browser/lazy-named';
import { pagePrices, pagePricesIds } from '@/lib/browser/page-prices';
import { registerCustomerCode, useSession } from './session';

export type PriceState =
  { status: 'unknown' } | { status: 'guest' } | { status: 'loading' } | { status: 'ready'; product: CustomerPrice } | { status: 'missing' };

export interface CustomerProducts {
  isLoading: boolean;
  byId: Map<number, CustomerPrice>;
}

const CustomerProductsContext = createContext<CustomerProducts | null>(null);
const LOADING: CustomerProducts = { isLoading: true, byId: new Map() };

// The fetching half (SWR, the catalogue calls) loads only for signed-in customers: at once where the hint is.
const loader = lazyNamed(() => import('./customer-products-loader'), 'CustomerProductsLoader');
registerCustomerCode(loader.preload);

/**
 * Fetches the customer's prices of the page's products `ids` (one call per page; `sources`, the
 * calls the page was built from, where an upstream lacks it); guests fetch nothing and download nothing. Guest HTML stays cacheable: prices never pass through the
 * server render. The loader sits beside the children, so they never remount when it arrives.
 */
export function CustomerProductsProvider({ ids, sources, children }: { ids: number[]; sources: CustomerProductSource[]; children: ReactNode }) {
  const isCustomer = useSession() === 'customer';
  const [loaded, setLoaded] = useState<CustomerProducts>(LOADING);
  // the page call's prices of this very list, while the loader has not reported yet (page-prices.ts)
  const fromPage = useSyncExternalStore(pagePrices.subscribe, pagePrices.get, () => null);
  const key = pagePricesIds(ids);
  const early = useMemo<CustomerProducts | null>(
    () => (fromPage?.ids === key ? { isLoading: false, byId: new Map(fromPage.prices.map((p) => [p.id, p])) } : null),
    [fromPage, key],
  );
  const value = !isCustomer ? LOADING : loaded.isLoading && early ? early : loaded;
  return (
    <CustomerProductsContext.Provider value={value}>
      {isCustomer && (
        <Suspense fallback={null}>
          <loader.Component ids={ids} sources={sources} onLoaded={setLoaded} />
        </Suspense>
      )}
      {children}
    </CustomerProductsContext.Provider>
  );
}

/**
 * For lists the browser already fetched with the customer's session (the wishlist): their
 * products are the customer's view, so cards inside read prices and flags from them directly.
 */
export function LoadedCustomerProducts({ products, children }: { products: CustomerPrice[]; children: ReactNode }) {
  const value = useMemo<CustomerProducts>(() => ({ isLoading: false, byId: new Map(products.map((p) => [p.id, p])) }), [products]);
  return <CustomerProductsContext.Provider value={value}>{children}</CustomerProductsContext.Provider>;
}

/** The customer's view of one product on the page: its prices once known, or why there are none. */
export function useCustomerProduct(productId: number): PriceState {
  const session = useSession();
  const context = useContext(CustomerProductsContext);
  if (session === 'unknown') return { status: 'unknown' };
  if (session === 'guest') return { status: 'guest' };
  if (!context) return { status: 'missing' };
  if (context.isLoading) return { status: 'loading' };
  const product = context.byId.get(productId);
  return product ? { status: 'ready', product } : { status: 'missing' };
}
