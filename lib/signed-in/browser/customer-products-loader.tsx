'use client';

import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { browserApi } from '@/lib/browser/api';
import { loadCustomerPrices } from '@/lib/signed-in/customer-prices';
import type { CustomerProductSource } from '@/lib/signed-in/customer-product-sources';
import { pageCallAnswered } from '@/lib/browser/page-prices';
import { CUSTOMER_DATA } from '@/lib/browser/swr-options';
import { customerPricesKey } from '@/lib/browser/swr-keys';
import type { CustomerProducts } from './customer-products';

interface LoaderProps {
  ids: number[];
  sources: CustomerProductSource[];
  onLoaded: (products: CustomerProducts) => void;
}

/** CustomerProductsProvider's fetching half, for signed-in customers only: reports the products' prices; renders nothing. */
export function CustomerProductsLoader({ ids, sources, onLoaded }: LoaderProps) {
  const { data, isLoading } = useSWR(customerPricesKey(ids), () => loadCustomerPrices(browserApi, ids, sources), {
    ...CUSTOMER_DATA,
    revalidateOnFocus: false,
    // The session check's page call has just put this list's prices under the key: SWR would ask the
    // prices call again on mount (its deduping counts only its own fetches). A later client navigation
    // back to the same list does ask, so stock stays current.
    revalidateOnMount: !pageCallAnswered(ids, CUSTOMER_DATA.dedupingInterval),
  });
  const products = useMemo<CustomerProducts>(() => ({ isLoading, byId: new Map((data ?? []).map((p) => [p.id, p])) }), [isLoading, data]);
  useEffect(() => onLoaded(products), [onLoaded, products]);
  return null;
}
