import { productListItemSchema, type ProductListItem } from '@/lib/contract/schemas/product';
import { browserStorage, readStoredList, type StorageLike } from './browser-storage';

/** localStorage key of the last viewed products (docs/rules.md#limits leaves the name open). */
export const LAST_VIEWED_KEY = 'securitech:last-viewed';
/** docs/rules.md#limits: at most 10, newest first, no duplicates. */
export const LAST_VIEWED_MAX = 10;

export interface LastViewedEntry {
  id: number;
  /** what a card needs; prices are never stored (they come from the session) */
  snapshot: ProductListItem;
}

function withoutPrices(product: ProductListItem): ProductListItem {
  return { ...product, price: null, price_exc_vat: null, base_price_exc_vat: null, discount: null, wish_list: false };
}

function toEntry(raw: unknown): LastViewedEntry | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const parsed = productListItemSchema.safeParse((raw as { snapshot?: unknown }).snapshot);
  if (!parsed.success || parsed.data.id !== (raw as { id?: unknown }).id) return null;
  return { id: parsed.data.id, snapshot: withoutPrices(parsed.data) };
}

/** The stored list, newest first; anything unreadable (garbage, foreign shapes, blocked storage) is skipped. */
export function readLastViewed(storage: StorageLike | null = browserStorage()): LastViewedEntry[] {
  return readStoredList(storage, LAST_VIEWED_KEY, toEntry, LAST_VIEWED_MAX);
}

/** Puts `product` first (moving it if already there), keeps 10 and saves; a full or blocked storage is ignored. */
export function recordLastViewed(product: ProductListItem, storage: StorageLike | null = browserStorage()): LastViewedEntry[] {
  const entry: LastViewedEntry = { id: product.id, snapshot: withoutPrices(productListItemSchema.parse(product)) };
  const entries = [entry, ...readLastViewed(storage).filter((e) => e.id !== product.id)].slice(0, LAST_VIEWED_MAX);
  try {
    storage?.setItem(LAST_VIEWED_KEY, JSON.stringify(entries));
  } catch {
    // quota exceeded or storage disabled: the list simply is not remembered
  }
  return entries;
}

/** What the product page shows: the stored products except the one being viewed. */
export function lastViewedExcept(entries: readonly LastViewedEntry[], currentId: number): ProductListItem[] {
  return entries.filter((e) => e.id !== currentId).map((e) => e.snapshot);
}
