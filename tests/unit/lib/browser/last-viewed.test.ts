import { LAST_VIEWED_KEY, LAST_VIEWED_MAX, lastViewedExcept, readLastViewed, recordLastViewed } from '@/lib/browser/last-viewed';
import { numberedProduct as product } from '../contract/fake-client';

function memory(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[LAST_VIEWED_KEY, initial]]);
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('last viewed products', () => {
  it('keeps the newest first, without duplicates, at most 10', () => {
    const storage = memory();
    for (let id = 1; id <= 12; id += 1) recordLastViewed(product(id), storage);
    recordLastViewed(product(5), storage);
    const ids = readLastViewed(storage).map((e) => e.id);
    expect(ids).toHaveLength(LAST_VIEWED_MAX);
    expect(ids).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
  });

  it('shows every stored product except the current one', () => {
    const storage = memory();
    [1, 2, 3].forEach((id) => recordLastViewed(product(id), storage));
    expect(lastViewedExcept(readLastViewed(storage), 3).map((p) => p.id)).toEqual([2, 1]);
  });

  it('never stores prices', () => {
    const storage = memory();
    recordLastViewed(product(1, { price: 10, price_exc_vat: 8, base_price_exc_vat: 9, discount: 5, wish_list: true }), storage);
    expect(storage.data.get(LAST_VIEWED_KEY)).not.toMatch(/"price":10|"discount":5/);
    expect(readLastViewed(storage)[0]?.snapshot.price_exc_vat).toBeNull();
  });

  it.each([
    ['JSON garbage', '{not json'],
    ['an object', '{"id":1}'],
    ['a string', '"hello"'],
    ['null', 'null'],
  ])('survives %s', (_, raw) => {
    const storage = memory(raw);
    expect(readLastViewed(storage)).toEqual([]);
    expect(recordLastViewed(product(1), storage).map((e) => e.id)).toEqual([1]);
  });

  it('skips foreign and wrongly shaped entries but keeps the good ones', () => {
    const good = { id: 2, snapshot: product(2) };
    const raw = JSON.stringify([null, 7, { id: 3 }, { id: 4, snapshot: { name: 'x' } }, { id: 9, snapshot: product(8) }, good, good]);
    expect(readLastViewed(memory(raw)).map((e) => e.id)).toEqual([2]);
  });

  it('ignores a full or blocked storage', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(recordLastViewed(product(1), full).map((e) => e.id)).toEqual([1]);
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(readLastViewed(blocked)).toEqual([]);
    expect(recordLastViewed(product(1), null)).toHaveLength(1);
  });
});
