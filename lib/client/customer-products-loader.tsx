'use client';

import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { browserApi } from './api';
import { loadCustomerPrices } from './customer-prices';
import type { CustomerProductSource } from './customer-product-sources';
import type { CustomerProducts } from './customer-products';
import { CUSTOMER_DATA } from './swr-options';
import { customerPricesKey } from './swr-keys';

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
  });
  const products = useMemo<CustomerProducts>(() => ({ isLoading, byId: new Map((data ?? []).map((p) => [p.id, p])) }), [isLoading, data]);
  useEffect(() => onLoaded(products), [onLoaded, products]);
  return null;
}
