import { filterProducts, getHomepageProducts, getProductByUrl } from '@/lib/contract/calls/catalogue';
import { searchProducts } from '@/lib/contract/calls/search';
import type { ApiClient } from '@/lib/contract/client';
import type { ProductListItem } from '@/lib/contract/schemas/product';
import type { CustomerProductSource } from './customer-product-sources';

/**
 * The products of one source as `client` sees them: the browser asks with the customer's session
 * (prices); the server only records the first request, to start it early (early-calls.ts).
 */
export async function loadCustomerProductSource(client: ApiClient, source: CustomerProductSource): Promise<ProductListItem[]> {
  switch (source.kind) {
    case 'homepage':
      return getHomepageProducts(client, source.lang);
    case 'filter':
      return (await filterProducts(client, source.lang, source)).products;
    case 'detail': {
      const product = await getProductByUrl(client, source.url, source.lang);
      return [product, ...product.related_products];
    }
    case 'search':
      return (await searchProducts(client, source.query, source.lang, source.limit, source.offset)).products;
  }
}
