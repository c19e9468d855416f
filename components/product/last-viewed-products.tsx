'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { ProductListItem } from '@/lib/api/schemas/product';
import { CustomerProductsProvider } from '@/lib/client/customer-products';
import { lastViewedExcept, recordLastViewed } from '@/lib/client/last-viewed';
import { ProductRow } from './product-row';

/**
 * Remembers this product in the browser and shows the others viewed before it. The list exists
 * only in the browser, so it appears after hydration; customers' prices come with the session.
 */
export function LastViewedProducts({ product }: { product: ProductListItem }) {
  const t = useTranslations('Product');
  const lang = useLocale();
  const [products, setProducts] = useState<ProductListItem[]>([]);

  useEffect(() => {
    // reading storage is a browser-only effect: the server renders no list
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setProducts(lastViewedExcept(recordLastViewed(product), product.id));
  }, [product]);

  if (products.length === 0) return null;
  return (
    <CustomerProductsProvider sources={products.map((p) => ({ kind: 'detail' as const, lang, url: p.url.url }))}>
      <ProductRow title={t('lastViewed')} products={products} />
    </CustomerProductsProvider>
  );
}
