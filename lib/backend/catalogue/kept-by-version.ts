import 'server-only';
import type { Db } from '../db/client';

interface Kept<T> {
  version: number;
  /** the read while it runs, shared by the callers waiting for it */
  reading?: Promise<T>;
  /** its value once read */
  read?: { value: T };
}

/**
 * Values read from the catalogue (a category's facet index, the product search text), kept in
 * memory per database and key while a change counter of catalogue_versions (migration 0010,
 * bumped by triggers on every writer of any instance) stays where it was when they were read. The
 * caller reads the counters before the data, so a write committed in between only makes the next
 * call read again. At most `max` keys per database, the least recently used go first; callers
 * waiting for the same read share it.
 *
 * A value is kept, never the promise of it: Node's AsyncLocalStorage stores each store on every
 * promise made under it, so a promise kept past its request keeps that request's whole render
 * (Next's stores, React's request, its HTML and streams) in memory. With the promises kept, 256
 * keys held about as many renders after the warm at start (docs/decisions/041-memory-of-one-server.md).
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
      if (found.read) return Promise.resolve(found.read.value);
      if (found.reading) return found.reading;
    }
    const reading = read();
    const entry: Kept<T> = { version, reading };
    kept.set(key, entry);
    reading.then(
      (value) => {
        entry.read = { value };
        entry.reading = undefined;
      },
      // a failed read is not kept: the next call tries again
      () => this.forgetIf(db, key, entry),
    );
    while (kept.size > this.max) kept.delete(kept.keys().next().value!);
    return reading;
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
