'use client';

import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { filterProducts, getHomepageProducts, getProductByUrl } from '@/lib/api/calls/catalogue';
import { searchProducts } from '@/lib/api/calls/search';
import type { ProductListItem } from '@/lib/api/schemas/product';
import { browserApi } from './api';
import type { CustomerProductSource } from './customer-product-sources';
import type { CustomerProducts } from './customer-products';
import { CUSTOMER_DATA } from './swr-options';

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

/** CustomerProductsProvider's fetching half, for signed-in customers only: reports the products with their prices; renders nothing. */
export function CustomerProductsLoader({ sources, onLoaded }: { sources: CustomerProductSource[]; onLoaded: (products: CustomerProducts) => void }) {
  const { data, isLoading } = useSWR(['customer-products', JSON.stringify(sources)], () => Promise.all(sources.map(loadSource)).then((lists) => lists.flat()), {
    ...CUSTOMER_DATA,
    revalidateOnFocus: false,
  });
  const products = useMemo<CustomerProducts>(() => ({ isLoading, byId: new Map((data ?? []).map((p) => [p.id, p])) }), [isLoading, data]);
  useEffect(() => onLoaded(products), [onLoaded, products]);
  return null;
}
