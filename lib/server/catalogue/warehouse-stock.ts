import 'server-only';
import { getWarehouseStock } from '@/lib/contract/calls/warehouse-stock';
import type { WarehouseStock } from '@/lib/contract/schemas/warehouse-stock';
import { publicApi } from '@/lib/server/api';
import { cacheCatalogueRead, tags } from '@/lib/server/cache-manifest';
import { readOrFallback } from './cached-read';

async function readWarehouseStock(productId: number): Promise<WarehouseStock | null> {
  'use cache';
  cacheCatalogueRead(tags.product(productId));
  return getWarehouseStock(publicApi, [productId]);
}

/**
 * The product's stock per warehouse with the pickup schedules, the same for every visitor (stock is
 * public, docs/rules.md); null when the upstream lacks the extension or it cannot be read now: the
 * page shows the one stock figure of the product, as before.
 */
export function loadWarehouseStock(productId: number): Promise<WarehouseStock | null> {
  return readOrFallback('Warehouse stock', null, () => readWarehouseStock(productId));
}
