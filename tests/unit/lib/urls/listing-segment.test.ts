/** @jest-environment node */
import { listingRewritePath, listingSegment, parseListingSegment, splitListingSegments } from '@/lib/urls/listing-segment';

describe('listing state as a path segment', () => {
  it('rewrites a category address with listing params to its state segment', () => {
    expect(listingRewritePath('/category/cctv', new URLSearchParams('or=2&lm=36&pg=3&st=1'))).toBe('/category/cctv/~36-3-2-1');
    expect(listingRewritePath('/category/cctv/ip-kamery/', new URLSearchParams('pg=2'))).toBe('/category/cctv/ip-kamery/~12-2-1-0');
  });

  it('clamps garbage before it reaches the page, and leaves defaults alone', () => {
    expect(listingRewritePath('/category/cctv', new URLSearchParams('pg=abc&lm=7&or=99&st=zz'))).toBeNull();
    expect(listingRewritePath('/category/cctv', new URLSearchParams('pg=1&lm=12&or=1'))).toBeNull();
    expect(listingRewritePath('/category/cctv', new URLSearchParams('pg=-1&lm=1e3&or=7'))).toBe('/category/cctv/~12-1-7-0');
    expect(listingRewritePath('/category/cctv', new URLSearchParams())).toBeNull();
  });

  it('leaves other pages and already rewritten paths alone', () => {
    expect(listingRewritePath('/product/x', new URLSearchParams('pg=2'))).toBeNull();
    expect(listingRewritePath('/category/cctv/~12-2-1-0', new URLSearchParams('pg=3'))).toBeNull();
    expect(listingRewritePath('/search-product/kamera', new URLSearchParams('pg=3'))).toBeNull();
  });

  it('serves later blog list pages from /blog/strana/N', () => {
    expect(listingRewritePath('/blog', new URLSearchParams('pg=3'))).toBe('/blog/strana/3');
    expect(listingRewritePath('/blog', new URLSearchParams('pg=1'))).toBeNull();
    expect(listingRewritePath('/blog', new URLSearchParams('pg=zz'))).toBeNull();
  });

  it('round-trips a state through its segment', () => {
    const state = { limit: 72 as const, page: 4, ordering: 6 as const, inStock: true };
    expect(parseListingSegment(listingSegment(state))).toEqual({ ...state, offset: 216, selection: {} });
  });

  it('splits the category path from the state; a malformed state segment is a 404 (null)', () => {
    expect(splitListingSegments(['cctv', 'ip-kamery'])).toEqual({ path: ['cctv', 'ip-kamery'], listing: expect.objectContaining({ page: 1, limit: 12 }), selection: {} });
    expect(splitListingSegments(['cctv', '~36-2-3-0'])).toEqual({ path: ['cctv'], listing: expect.objectContaining({ page: 2, limit: 36, ordering: 3 }), selection: {} });
    expect(splitListingSegments(['cctv', '~x'])).toEqual({ path: ['cctv'], listing: null, selection: {} });
    expect(splitListingSegments(['cctv', '~99-1-42-1']).listing).toMatchObject({ limit: 12, ordering: 1, inStock: true });
  });
});
