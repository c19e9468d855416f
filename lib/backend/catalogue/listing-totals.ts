import 'server-only';
import type { Db } from '../db/client';
import { catalogueVersions } from './facet-rows';

/**
 * How many products a category listing matches, kept per category subtree and stock condition
 * while the catalogue's change counters (migration 0010, bumped by triggers on every writer of any
 * instance) stay the same. Counting a product line's index entries on every page view was most of
 * a listing call at 100 000 products (about 22 700 entries for cctv); reading the counters is one
 * primary-key row. Read before counting, so a write committed in between only makes the next call
 * count again.
 */
interface KeptTotal {
  shape: number;
  /** the stock counter, for "in stock only" totals; null when stock does not matter */
  stock: number | null;
  total: number;
}

const MAX_KEPT = 512;
const kept = new Map<string, KeptTotal>();

export async function keptListingTotal(db: Db, filter: { categoryPath: string; inStock: boolean }, count: () => Promise<number>): Promise<number> {
  const versions = await catalogueVersions(db);
  const key = `${filter.inStock ? 'stocked' : 'all'}:${filter.categoryPath}`;
  const stock = filter.inStock ? versions.stock : null;
  const found = kept.get(key);
  kept.delete(key); // most recently used last, so the oldest is the first to go
  const total = found && found.shape === versions.shape && found.stock === stock ? found.total : await count();
  kept.set(key, { shape: versions.shape, stock, total });
  while (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  return total;
}
