/** What the browser lists read and write of localStorage (tests pass a Map-backed stand-in). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * window.localStorage, or null where it is missing or blocked (privacy modes throw on access).
 * Its own module, without zod: the compare toggle on every card reads storage too.
 */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The list stored under `key` as JSON, in its stored order: each item read by `toEntry` (null skips it),
 * the first of each id kept, at most `max`. No storage, no JSON or no array reads as an empty list.
 */
export function readStoredList<Entry extends { id: number }>(
  storage: StorageLike | null,
  key: string,
  toEntry: (raw: unknown) => Entry | null,
  max: number,
): Entry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(key) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const entries: Entry[] = [];
  for (const item of raw) {
    const entry = toEntry(item);
    if (entry && !entries.some((e) => e.id === entry.id)) entries.push(entry);
    if (entries.length === max) break;
  }
  return entries;
}
