import 'server-only';
import { getProductManufacturer } from '@/lib/contract/calls/catalogue';
import type { Manufacturer } from '@/lib/contract/schemas/manufacturer';
import { publicApi } from '@/lib/server/api';
import { cacheCatalogueRead, tags } from '@/lib/server/cache-manifest';
import { readOrFallback } from './cached-read';

async function readManufacturer(productId: number): Promise<Manufacturer | null> {
  'use cache';
  cacheCatalogueRead(tags.product(productId));
  return getProductManufacturer(publicApi, productId);
}

/**
 * The product's manufacturer data (GPSR), the same for every visitor; null when the brand has
 * none, the upstream lacks the extension, or it cannot be read now (the page goes on without it).
 */
export function loadManufacturer(productId: number): Promise<Manufacturer | null> {
  return readOrFallback('Manufacturer data', null, () => readManufacturer(productId));
}
