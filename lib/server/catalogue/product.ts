import 'server-only';
import { getProductByUrl } from '@/lib/contract/calls/catalogue';
import type { Product } from '@/lib/contract/schemas/product';
import { publicApi } from '@/lib/server/api';
import { cacheCatalogueRead, tagCatalogueRead, tags } from '@/lib/server/cache-manifest';
import { readOrNull } from './cached-read';

/** A product detail as guests see it (prices null), by its url; null for an unknown product. */
export async function loadProduct(lang: string, url: string): Promise<Product | null> {
  'use cache';
  cacheCatalogueRead(tags.productUrl(url));
  const product = await readOrNull(404, () => getProductByUrl(publicApi, url, lang), { retrySoon: true });
  if (product) tagCatalogueRead(tags.product(product.id));
  return product;
}
