import { useSyncExternalStore } from 'react';
import { browserStorage, readStoredList, type StorageLike } from './browser-storage';

/**
 * The products the visitor compares (/porovnanie), kept in this browser only: guest pages are one
 * cached HTML for everyone, so the list, the toggles' state and the header count come from here,
 * read after hydration. Checked by hand, not with zod: the toggle is on every card of every page.
 */

/** localStorage key; the version changes when the stored shape does (an older list is then dropped). */
export const COMPARE_KEY = 'securitech:compare:v1';
/** Side by side beyond four the columns no longer fit a desk screen, let alone a phone. */
export const COMPARE_MAX = 4;

export interface CompareEntry {
  id: number;
  /** the product's url.url: the spec's detail call reads a product by it */
  url: string;
  /** shown while the detail loads, and when the product is gone from the catalogue */
  name: string;
}

const EMPTY: readonly CompareEntry[] = [];

function toEntry(raw: unknown): CompareEntry | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { id, url, name } = raw as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (typeof url !== 'string' || url === '' || typeof name !== 'string') return null;
  return { id, url, name };
}

/** The stored list in the order it was built; anything unreadable is skipped, at most COMPARE_MAX, no duplicates. */
export function readCompareList(storage: StorageLike | null = browserStorage()): CompareEntry[] {
  return readStoredList(storage, COMPARE_KEY, toEntry, COMPARE_MAX);
}

let snapshot: readonly CompareEntry[] | null = null;
const listeners = new Set<() => void>();

function current(): readonly CompareEntry[] {
  snapshot ??= readCompareList();
  return snapshot;
}

function publish(entries: readonly CompareEntry[]) {
  snapshot = entries;
  for (const listener of listeners) listener();
}

function write(entries: readonly CompareEntry[]) {
  try {
    browserStorage()?.setItem(COMPARE_KEY, JSON.stringify(entries));
  } catch {
    // full or blocked storage: the list still holds for this page, it just is not remembered
  }
  publish(entries);
}

function onStorage(event: StorageEvent) {
  // another tab changed the list (or cleared all storage: key null)
  if (event.key === COMPARE_KEY || event.key === null) publish(readCompareList());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** What adding did: 'full' when four are already compared (nothing changed). */
export type AddOutcome = 'added' | 'already' | 'full';

/** Adds a product at the end of the list, unless it is there or the list is full. */
export function addToCompare(entry: CompareEntry): AddOutcome {
  const entries = current();
  if (entries.some((e) => e.id === entry.id)) return 'already';
  if (entries.length >= COMPARE_MAX) return 'full';
  write([...entries, { id: entry.id, url: entry.url, name: entry.name }]);
  return 'added';
}

/** Takes a product off the list; an unknown id changes nothing. */
export function removeFromCompare(id: number): void {
  const entries = current();
  if (entries.some((e) => e.id === id)) write(entries.filter((e) => e.id !== id));
}

/** Empties the list. */
export function clearCompare(): void {
  write(EMPTY);
}

/**
 * The compared products: null in the server's HTML and during hydration (which must match it),
 * then this browser's list, kept in step with other tabs.
 */
export function useStoredCompareList(): readonly CompareEntry[] | null {
  return useSyncExternalStore(subscribe, current, () => null);
}

/** The compared products, empty until the browser's list is read (toggles and the header count). */
export function useCompareList(): readonly CompareEntry[] {
  return useStoredCompareList() ?? EMPTY;
}
