/** @jest-environment node */
import { AsyncLocalStorage } from 'node:async_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { KeptByVersion } from '@/lib/backend/catalogue/kept-by-version';
import type { Db } from '@/lib/backend/db/client';

/** A request's store as Next keeps one per render: here only something to see collected. */
interface RequestStore {
  render: number[];
}

const requests = new AsyncLocalStorage<RequestStore>();
const db = {} as Db;

/** A full collection, as often as V8 needs to finish what it had started. */
function collect() {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
  gc();
}

/** Reads `key` through `kept` inside a request of its own; the request's store, held weakly. */
async function readInRequest(kept: KeptByVersion<string>, key: string, version: number) {
  const store: RequestStore = { render: new Array<number>(1000).fill(1) };
  const value = await requests.run(store, () => kept.get(db, key, version, async () => `${key} at ${version}`));
  return { value, store: new WeakRef(store) };
}

describe('values kept by catalogue version', () => {
  it('keeps the value read during a request, not the request: its store is collected once it is over', async () => {
    const kept = new KeptByVersion<string>(8);
    const first = await readInRequest(kept, 'category 7', 1);
    await new Promise((resolve) => setImmediate(resolve));
    collect();
    // a promise made under AsyncLocalStorage carries its store: kept, it would keep the render
    expect(first.store.deref()).toBeUndefined();
    let reads = 0;
    const again = await kept.get(db, 'category 7', 1, async () => {
      reads += 1;
      return 'read again';
    });
    expect({ value: again, reads }).toEqual({ value: 'category 7 at 1', reads: 0 });
  });

  it('shares a read under way, reads again at a new version and after a failure', async () => {
    const kept = new KeptByVersion<string>(8);
    let reads = 0;
    const slow = () =>
      new Promise<string>((resolve) => {
        reads += 1;
        setTimeout(() => resolve(`read ${reads}`), 5);
      });
    const [a, b] = await Promise.all([kept.get(db, 'k', 1, slow), kept.get(db, 'k', 1, slow)]);
    expect([a, b, reads]).toEqual(['read 1', 'read 1', 1]);
    expect(await kept.get(db, 'k', 2, slow)).toBe('read 2');
    await expect(kept.get(db, 'k', 3, () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await kept.get(db, 'k', 3, slow)).toBe('read 3');
  });

  it('forgets the least recently used key beyond its bound', async () => {
    const kept = new KeptByVersion<string>(2);
    for (const key of ['a', 'b', 'a', 'c']) await kept.get(db, key, 1, async () => `${key} first`);
    const reread = [];
    for (const key of ['c', 'a', 'b']) reread.push(await kept.get(db, key, 1, async () => `${key} again`));
    expect(reread).toEqual(['c first', 'a first', 'b again']);
  });
});
