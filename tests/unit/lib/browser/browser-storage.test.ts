import { readStoredList, type StorageLike } from '@/lib/browser/browser-storage';

const storageWith = (value: string | null): StorageLike => ({ getItem: () => value, setItem: () => undefined });
const toEntry = (raw: unknown) => (typeof raw === 'number' ? { id: raw } : null);

describe('readStoredList', () => {
  it('keeps the stored order, skips unreadable items and later copies of an id, and stops at the limit', () => {
    expect(readStoredList(storageWith(JSON.stringify([3, 'x', 1, 3, 2, 5])), 'key', toEntry, 3)).toEqual([{ id: 3 }, { id: 1 }, { id: 2 }]);
  });

  it('reads no storage, broken JSON and a non-array as an empty list', () => {
    expect(readStoredList(null, 'key', toEntry, 3)).toEqual([]);
    expect(readStoredList(storageWith('{'), 'key', toEntry, 3)).toEqual([]);
    expect(readStoredList(storageWith('{"id":1}'), 'key', toEntry, 3)).toEqual([]);
  });
});
