import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getHomepageProducts } from '@/lib/api/calls/catalogue';
import type { ProductListItem } from '@/lib/api/schemas/product';
import { publicApi } from '@/lib/server/api';

/**
 * The home page's offers as a guest sees them (prices null): customers get their prices in
 * the browser. A failed read gives no offers, so the section hides, for a minute only.
 */
export async function loadHomeProducts(lang: string): Promise<ProductListItem[]> {
  'use cache';
  cacheLife('hours');
  cacheTag('offers');
  try {
    return await getHomepageProducts(publicApi, lang);
  } catch (error) {
    console.error('Home offers could not be loaded', error);
    cacheLife('minutes');
    return [];
  }
}
