import 'server-only';
import { getHomepageProducts } from '@/lib/contract/calls/catalogue';
import type { ProductListItem } from '@/lib/contract/schemas/product';
import { publicApi } from '@/lib/server/api';
import { cacheCatalogueRead, tags } from '@/lib/server/cache-manifest';
import { orNullWhenStoring, readOrFallback } from './cached-read';

/**
 * The home page's offers as a guest sees them (prices null): customers get their prices in
 * the browser. From the cache; a failed read throws, so no cache keeps it (null while a page is stored: orNullWhenStoring).
 */
export async function readHomeProducts(lang: string, storing: boolean): Promise<ProductListItem[] | null> {
  'use cache';
  cacheCatalogueRead(tags.offers);
  return orNullWhenStoring('Home offers', storing, () => getHomepageProducts(publicApi, lang));
}

/** The offers section's products: none for this render when they cannot be read, so the section hides (readOrFallback). */
export function loadHomeProducts(lang: string): Promise<ProductListItem[]> {
  return readOrFallback('Home offers', [], (storing) => readHomeProducts(lang, storing));
}
