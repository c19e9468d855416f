import 'server-only';
import { getHomepageProducts } from '@/lib/api/calls/catalogue';
import type { ProductListItem } from '@/lib/api/schemas/product';
import { publicApi } from '@/lib/server/api';
import { cacheCatalogueRead, tags } from '@/lib/server/cache-manifest';
import { readOrFallback } from './cached-read';

/**
 * The home page's offers as a guest sees them (prices null): customers get their prices in
 * the browser. A failed read gives no offers, so the section hides, for a minute only.
 */
export async function loadHomeProducts(lang: string): Promise<ProductListItem[]> {
  'use cache';
  cacheCatalogueRead(tags.offers);
  return readOrFallback('Home offers', [], () => getHomepageProducts(publicApi, lang));
}
