'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Suspense, useEffect, useState } from 'react';
import type { ProductListItem } from '@/lib/contract/schemas/product';
import { CustomerProductsProvider } from '@/lib/signed-in/browser/customer-products';
import { lazyNamed } from '@/lib/browser/lazy-named';

// The row and its cards render only in a browser that has viewed other products: their code comes
// with the list, not with every product page.
const { Component: ProductRow } = lazyNamed(() => import('./product-row'), 'ProductRow');

/**
 * Remembers this product in the browser and shows the others viewed before it. The list exists
 * only in the browser, so it appears after hydration; customers' prices come with the session.
 */
export function LastViewedProducts({ product }: { product: ProductListItem }) {
  const t = useTranslations('Product');
  const lang = useLocale();
  const [products, setProducts] = useState<ProductListItem[]>([]);

  useEffect(() => {
    // Reading storage is a browser-only effect: the server renders no list. The module checks what
    // it reads with zod, so it loads here, after the page, instead of with it.
    // The view is recorded even when the page is left before the module arrives (a quick tap on a
    // related product): only showing the list needs the page still there.
    let current = true;
    void import('@/lib/browser/last-viewed').then(({ lastViewedExcept, recordLastViewed }) => {
      const viewed = recordLastViewed(product);
      if (current) setProducts(lastViewedExcept(viewed, product.id));
    });
    return () => {
      current = false;
    };
  }, [product]);

  if (products.length === 0) return null;
  return (
    <CustomerProductsProvider ids={products.map((p) => p.id)} sources={products.map((p) => ({ kind: 'detail' as const, lang, url: p.url.url }))}>
      <Suspense fallback={null}>
        <ProductRow title={t('lastViewed')} products={products} />
      </Suspense>
    </CustomerProductsProvider>
  );
}
