/** @jest-environment node */
import { queryOfPath } from '@/components/search/search-href';

describe('queryOfPath', () => {
  it.each([
    ['/search-product/kamera%20ip', 'kamera ip'],
    ['/search-product/%C3%BAstredne', 'ústredne'],
    ['/search-product/%E0%A4%A', null],
    ['/search-product/', null],
    ['/search-product/a/b', null],
    ['/category/cctv', null],
  ])('%s → %p', (path, query) => {
    expect(queryOfPath(path)).toBe(query);
  });
});
