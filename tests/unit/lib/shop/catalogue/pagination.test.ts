import { readClampedPage } from '@/lib/shop/catalogue/pagination';

/** A list of `count` items whose reads are recorded as [limit, offset]. */
function listOf(count: number) {
  const reads: [number, number][] = [];
  const read = async (limit: number, offset: number) => {
    reads.push([limit, offset]);
    return { count, offset };
  };
  return { reads, read };
}

describe('readClampedPage', () => {
  it('reads the asked page once when it lies within the list', async () => {
    const { reads, read } = listOf(30);
    await expect(readClampedPage(2, 12, read)).resolves.toEqual({ list: { count: 30, offset: 12 }, page: 2, pages: 3 });
    expect(reads).toEqual([[12, 12]]);
  });

  it('reads the last page again when the asked one lies beyond the list', async () => {
    const { reads, read } = listOf(30);
    await expect(readClampedPage(9, 12, read)).resolves.toEqual({ list: { count: 30, offset: 24 }, page: 3, pages: 3 });
    expect(reads).toEqual([
      [12, 96],
      [12, 24],
    ]);
  });

  it('keeps page 1 of an empty list', async () => {
    const { read } = listOf(0);
    await expect(readClampedPage(1, 12, read)).resolves.toEqual({ list: { count: 0, offset: 0 }, page: 1, pages: 1 });
  });
});
