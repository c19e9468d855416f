/** @jest-environment node */
import { listingRewritePath, listingSegment, parseListingSegment, splitListingSegments } from '@/lib/shop/urls/listing-segment';

describe('listing state as a path segment', () => {
  it('leaves category addresses to the listing request (lib/server/listing-request.ts)', () => {
    expect(listingRewritePath('/category/cctv', new URLSearchParams('or=2&lm=36&pg=3&st=1'))).toBeNull();
    expect(listingRewritePath('/product/x', new URLSearchParams('pg=2'))).toBeNull();
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
    expect(splitListingSegments(['cctv', 'ip-kamery'])).toEqual({
      path: ['cctv', 'ip-kamery'],
      listing: expect.objectContaining({ page: 1, limit: 12 }),
      selection: {},
    });
    expect(splitListingSegments(['cctv', '~36-2-3-0'])).toEqual({
      path: ['cctv'],
      listing: expect.objectContaining({ page: 2, limit: 36, ordering: 3 }),
      selection: {},
    });
    expect(splitListingSegments(['cctv', '~x'])).toEqual({ path: ['cctv'], listing: null, selection: {} });
    expect(splitListingSegments(['cctv', '~99-1-42-1']).listing).toMatchObject({ limit: 12, ordering: 1, inStock: true });
  });
});
