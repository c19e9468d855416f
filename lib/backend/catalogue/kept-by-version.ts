import 'server-only';
import { KeptValue } from '@/lib/runtime/instance/kept-value';
import type { Db } from '../db/client';

interface Kept<T> {
  version: number;
  kept: KeptValue<T>;
}

/**
 * Values read from the catalogue (a category's facet index, the product search text), kept in
 * memory per database and key while a change counter of catalogue_versions (migration 0010,
 * bumped by triggers on every writer of any instance) stays where it was when they were read. The
 * caller reads the counters before the data, so a write committed in between only makes the next
 * call read again. At most `max` keys per database, the least recently used go first; callers
 * waiting for the same read share it. Values, not the requests that read them (KeptValue).
 */
export class KeptByVersion<T> {
  private readonly byDb = new WeakMap<Db, Map<string, Kept<T>>>();

  constructor(private readonly max: number) {}

  get(db: Db, key: string, version: number, read: () => Promise<T>): Promise<T> {
    let kept = this.byDb.get(db);
    if (!kept) this.byDb.set(db, (kept = new Map()));
    const found = kept.get(key);
    // most recently used last, so the oldest is the first to go
    kept.delete(key);
    if (found && found.version === version) {
      kept.set(key, found);
      return found.kept.get();
    }
    // a failed read is not kept: the next call tries again
    const entry: Kept<T> = { version, kept: new KeptValue(read(), () => this.forgetIf(db, key, entry)) };
    kept.set(key, entry);
    while (kept.size > this.max) kept.delete(kept.keys().next().value!);
    return entry.kept.get();
  }

  /** Forgets a key, so the next call reads it afresh. */
  forget(db: Db, key: string): void {
    this.byDb.get(db)?.delete(key);
  }

  private forgetIf(db: Db, key: string, entry: Kept<T>): void {
    const kept = this.byDb.get(db);
    if (kept?.get(key) === entry) kept.delete(key);
  }
}
