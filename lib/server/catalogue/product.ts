import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getProductByUrl } from '@/lib/api/calls/catalogue';
import { ApiError } from '@/lib/api/errors';
import type { Product } from '@/lib/api/schemas/product';
import { publicApi } from '@/lib/server/api';

/** A product detail as guests see it (prices null), by its url; null for an unknown product. */
export async function loadProduct(lang: string, url: string): Promise<Product | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(`product-url:${url}`);
  try {
    const product = await getProductByUrl(publicApi, url, lang);
    cacheTag(`product:${product.id}`);
    return product;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      cacheLife('minutes');
      return null;
    }
    throw error;
  }
}
