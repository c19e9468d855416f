/** @jest-environment node */
import { filterHref, listingHref, MAX_LISTING_VALUE_LENGTH, readListingAddress, withinOffer, type ListingAddress } from '@/lib/shop/catalogue/listing-address';
import { pageHref } from '@/lib/shop/catalogue/pagination';

const BASE = '/category/cctv';

/** The one address proxy.ts lets through for a query (what it redirects to when it differs), or the refusal. */
function canonical(query: string): string {
  const read = readListingAddress(new URLSearchParams(query));
  return read.refused ? `refused:${read.refused}` : listingHref(BASE, read.address);
}

describe('the canonical listing address', () => {
  it('writes lm, or, st, f, pg in this order, leaving defaults out', () => {
    expect(canonical('pg=2&f=rozlisenie:4-mpx&st=1&or=2&lm=36')).toBe(`${BASE}?lm=36&or=2&st=1&f=rozlisenie:4-mpx&pg=2`);
    expect(canonical('lm=12&or=1&pg=1&st=0')).toBe(BASE);
  });

  it('sorts filters and their values and merges repeats, within one f and across several', () => {
    expect(canonical('f=rozlisenie:8-mpx,4-mpx;krytie:ip67')).toBe(`${BASE}?f=krytie:ip67;rozlisenie:4-mpx,8-mpx`);
    expect(canonical('f=krytie:ip67&f=krytie:ip66,ip67;rozlisenie:4-mpx&f=krytie:ip67')).toBe(`${BASE}?f=krytie:ip66,ip67;rozlisenie:4-mpx`);
    expect(canonical('or=3&or=2&lm=7&lm=36')).toBe(`${BASE}?lm=36&or=3`);
  });

  it('drops unknown parameters and values out of range, down to the plain category', () => {
    expect(canonical('utm_source=x&f=krytie:ip67&ref=y')).toBe(`${BASE}?f=krytie:ip67`);
    expect(canonical('pg=abc&lm=7&or=99&st=zz&f=Zz:%20;:ip67')).toBe(BASE);
    // price ordering is in the contract but offered by no control of the shop
    expect(canonical('or=4&pg=01&pg=-1&pg=1.5')).toBe(BASE);
  });

  it('refuses more filters or values than a listing has, and over-long values, with 400', () => {
    const keys = Array.from({ length: 9 }, (_, i) => `p${i}:v`).join(';');
    expect(canonical(`f=${keys}`)).toBe('refused:tooMany');
    expect(canonical(`f=krytie:${Array.from({ length: 25 }, (_, i) => `v${i}`).join(',')}`)).toBe('refused:tooMany');
    expect(canonical(Array.from({ length: 17 }, () => 'st=1').join('&'))).toBe('refused:tooMany');
    expect(canonical(`f=krytie:${'a'.repeat(MAX_LISTING_VALUE_LENGTH)}`)).toBe('refused:tooLong');
    expect(canonical(`or=${'1'.repeat(MAX_LISTING_VALUE_LENGTH + 1)}`)).toBe('refused:tooLong');
    // the most a category offers (8 filters of 12 values) still passes
    const most = Array.from({ length: 8 }, (_, i) => `parameter-${i}:${Array.from({ length: 12 }, (_, v) => `${v}-mpx`).join(',')}`).join(';');
    expect(canonical(`f=${most}`)).toMatch(/^\/category\/cctv\?f=/);
  });

  it('keeps only what the category offers, and no page past the unfiltered listing', () => {
    const offer = { values: new Map([['krytie', new Set(['ip66', 'ip67'])]]), products: 30 };
    const read = readListingAddress(new URLSearchParams('f=krytie:ip67,zz;zz123:456&pg=9'));
    const address = (read as { address: ListingAddress }).address;
    expect(listingHref(BASE, withinOffer(address, offer))).toBe(`${BASE}?f=krytie:ip67&pg=3`);
    expect(listingHref(BASE, withinOffer({ ...address, limit: 72 }, offer))).toBe(`${BASE}?lm=72&f=krytie:ip67`);
    // an upstream without filters: none is valid, pages are not bounded
    expect(listingHref(BASE, withinOffer(address, { values: new Map(), products: null }))).toBe(`${BASE}?pg=9`);
  });

  it('is what the shop links to: filter links and page links are already canonical', () => {
    const links = [
      filterHref(BASE, new URLSearchParams('or=2&st=1&pg=4'), { rozlisenie: ['8-mpx', '4-mpx'], krytie: ['ip67'] }),
      filterHref(BASE, new URLSearchParams('lm=36'), {}),
      listingHref(BASE, { ordering: 7, inStock: true, selection: { krytie: ['ip67'] }, page: 2 }),
    ];
    expect(links).toEqual([`${BASE}?or=2&st=1&f=krytie:ip67;rozlisenie:4-mpx,8-mpx`, `${BASE}?lm=36`, `${BASE}?or=7&st=1&f=krytie:ip67&pg=2`]);
    for (const link of links) expect(canonical(link.split('?')[1] ?? '')).toBe(link);
    // the generic paginator (blog, search) writes the same order for the same query
    expect(pageHref(BASE, 2, { or: '7', st: '1', f: 'krytie:ip67' })).toBe(links[2]);
  });
});
