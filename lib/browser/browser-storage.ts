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
