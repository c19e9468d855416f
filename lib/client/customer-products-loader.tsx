'use client';

import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import type { ProductListItem } from '@/lib/api/schemas/product';
import { browserApi } from './api';
import { loadCustomerProductSource } from './customer-product-calls';
import type { CustomerProductSource } from './customer-product-sources';
import type { CustomerProducts } from './customer-products';
import { CUSTOMER_DATA } from './swr-options';

const loadSources = (sources: CustomerProductSource[]): Promise<ProductListItem[]> =>
  Promise.all(sources.map((source) => loadCustomerProductSource(browserApi, source))).then((lists) => lists.flat());

/** CustomerProductsProvider's fetching half, for signed-in customers only: reports the products with their prices; renders nothing. */
export function CustomerProductsLoader({ sources, onLoaded }: { sources: CustomerProductSource[]; onLoaded: (products: CustomerProducts) => void }) {
  const { data, isLoading } = useSWR(['customer-products', JSON.stringify(sources)], () => loadSources(sources), {
    ...CUSTOMER_DATA,
    revalidateOnFocus: false,
  });
  const products = useMemo<CustomerProducts>(() => ({ isLoading, byId: new Map((data ?? []).map((p) => [p.id, p])) }), [isLoading, data]);
  useEffect(() => onLoaded(products), [onLoaded, products]);
  return null;
}
