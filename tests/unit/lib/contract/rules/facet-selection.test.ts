import { formatFacetSelection, parseFacetSelection, selectedValueCount, toggleFacetValue } from '@/lib/contract/rules/facet-selection';
import { filterHref } from '@/lib/shop/catalogue/listing-address';
import { listingSegment, splitListingSegments } from '@/lib/shop/urls/listing-segment';
import { pageHref } from '@/lib/shop/catalogue/pagination';

describe('facet selection in the URL', () => {
  it('reads and writes one canonical, readable form', () => {
    const selection = parseFacetSelection('rozlisenie:8-mpx,4-mpx;krytie:ip67');
    expect(selection).toEqual({ krytie: ['ip67'], rozlisenie: ['4-mpx', '8-mpx'] });
    expect(formatFacetSelection(selection)).toBe('krytie:ip67;rozlisenie:4-mpx,8-mpx');
    expect(selectedValueCount(selection)).toBe(3);
  });

  it('drops malformed parts instead of failing', () => {
    expect(parseFacetSelection('Rozlíšenie:4 Mpx;krytie:;:ip67;ir-prisvit:30-m,,--')).toEqual({ 'ir-prisvit': ['30-m'] });
    expect(parseFacetSelection(undefined)).toEqual({});
  });

  it('toggles a value on and off, dropping an emptied parameter', () => {
    const one = toggleFacetValue({}, 'krytie', 'ip67');
    expect(one).toEqual({ krytie: ['ip67'] });
    expect(toggleFacetValue(one, 'krytie', 'ip67')).toEqual({});
  });

  it('builds links that keep ordering and in-stock but start again on page 1', () => {
    const keep = new URLSearchParams('or=2&st=1&pg=4');
    expect(filterHref('/category/cctv', keep, { rozlisenie: ['4-mpx', '8-mpx'] })).toBe('/category/cctv?or=2&st=1&f=rozlisenie:4-mpx,8-mpx');
    expect(filterHref('/category/cctv', keep, {})).toBe('/category/cctv?or=2&st=1');
    expect(pageHref('/category/cctv', 2, { f: 'krytie:ip67;rozlisenie:4-mpx' })).toBe('/category/cctv?f=krytie:ip67;rozlisenie:4-mpx&pg=2');
  });

  it('is carried by the listing segment the proxy rewrites to', () => {
    const state = { limit: 12 as const, page: 1, ordering: 1 as const, inStock: false };
    const path = `/category/cctv/ip-kamery/${listingSegment(state, parseFacetSelection('rozlisenie:8-mpx,4-mpx;krytie:ip67'))}`;
    expect(path).toBe('/category/cctv/ip-kamery/~12-1-1-0~krytie.ip67~rozlisenie.4-mpx_8-mpx');
    const split = splitListingSegments(path!.split('/').slice(2));
    expect(split.path).toEqual(['cctv', 'ip-kamery']);
    expect(split.selection).toEqual({ krytie: ['ip67'], rozlisenie: ['4-mpx', '8-mpx'] });
  });
});
