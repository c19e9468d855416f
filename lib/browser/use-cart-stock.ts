'use client';

import useSWR from 'swr';
import { getWarehouseStock } from '@/lib/contract/calls/warehouse-stock';
import type { CartLine } from '@/lib/contract/schemas/cart';
import type { WarehouseStock } from '@/lib/contract/schemas/warehouse-stock';
import { browserApi } from './api';
import { warehouseStockKey } from './swr-keys';
import { CUSTOMER_DATA } from './swr-options';

/** The most products the stock extension answers in one call. */
const MAX_IDS = 100;

/**
 * The stock per warehouse of the cart's products, in one call for all lines (decision 066). Null
 * until it answers, when the upstream lacks the extension, or when its cart lines carry no
 * `product_id`: the cart and checkout then show what they showed before.
 */
export function useCartStock(lines: readonly CartLine[]): WarehouseStock | null {
  const ids = [...new Set(lines.flatMap((l) => (l.product_id === undefined ? [] : [l.product_id])))].sort((a, b) => a - b).slice(0, MAX_IDS);
  const { data } = useSWR(ids.length > 0 ? warehouseStockKey(ids) : null, () => getWarehouseStock(browserApi, ids), CUSTOMER_DATA);
  return data ?? null;
}
