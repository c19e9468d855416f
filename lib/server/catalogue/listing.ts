import 'server-only';
import { filterProducts, type ProductFilter } from '@/lib/contract/calls/catalogue';
import type { ProductListItem } from '@/lib/contract/schemas/product';
import { publicApi } from '@/lib/server/api';
import { cacheCatalogueRead, tagCatalogueRead, tags } from '@/lib/server/cache-manifest';
import { readOrNull } from './cached-read';

export interface Listing {
  products: ProductListItem[];
  /** all products of the category (and its descendants) matching the filter */
  count: number;
}

/**
 * One page of a category's products as guests see them (no prices), cached per filter and
 * tagged with the category and every product shown, so a changed product refreshes its pages.
 * null when the backend refuses the request (400, e.g. an offset far past the end).
 */
export async function loadListing(lang: string, filter: ProductFilter): Promise<Listing | null> {
  'use cache';
  cacheCatalogueRead(tags.listing(filter.categoryId));
  const listing = await readOrNull(400, () => filterProducts(publicApi, lang, filter));
  if (listing) tagCatalogueRead(...listing.products.map((product) => tags.product(product.id)));
  return listing;
}
