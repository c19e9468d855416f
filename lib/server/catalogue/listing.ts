import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { filterProducts, type ProductFilter } from '@/lib/api/calls/catalogue';
import { ApiError } from '@/lib/api/errors';
import type { ProductListItem } from '@/lib/api/schemas/product';
import { publicApi } from '@/lib/server/api';

export interface Listing {
  products: ProductListItem[];
  /** all products of the category (and its descendants) matching the filter */
  count: number;
}

/**
 * One page of a category's products as guests see them (no prices), cached per filter and
 * tagged with the category and every product shown, so a changed product refreshes its pages.
 * null when the backend refuses the request (400, e.g. an offset far past the end): errors do
 * not keep their class through the cache, so the answer says it instead.
 */
export async function loadListing(lang: string, filter: ProductFilter): Promise<Listing | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(`listing:${filter.categoryId}`);
  try {
    const listing = await filterProducts(publicApi, lang, filter);
    for (const product of listing.products) cacheTag(`product:${product.id}`);
    return listing;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return null;
    throw error;
  }
}
