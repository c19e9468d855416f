/** @jest-environment node */
import { hasMalformedEscape, hasRefusedCharacters } from '@/lib/shop/urls/malformed-path';

describe('hasMalformedEscape', () => {
  it.each(['/product/%E0%A4%A', '/product/abc%zz', '/category/%C0%AF', '/page/%E0/o-nas', '/blog/sk/%'])('finds %s', (path) => {
    expect(hasMalformedEscape(path)).toBe(true);
  });

  it.each(['/', '/product/kamera', '/page/sk/o%2Dnas', '/category/cctv/~12-2-1-0', '/search-product/kamera%20ip', '/blog/sk/%C5%A1kolenie'])(
    'passes %s',
    (path) => {
      expect(hasMalformedEscape(path)).toBe(false);
    },
  );
});

describe('hasRefusedCharacters', () => {
  it.each(['/product/kamera%00x', '/product/ab%E2%80%AEcd', '/category/cctv/%E2%81%A6x', '/blog/sk/a%0Ab', '/page/sk/o%09nas'])('finds %s', (path) => {
    expect(hasRefusedCharacters(path)).toBe(true);
  });

  it.each(['/product/kamera', '/blog/sk/%C5%A1kolenie', '/search-product/kamera%E2%80%AE', '/admin/v1/product/detail/url/a%00b/sk', '/product/%zz'])(
    'passes %s',
    (path) => {
      expect(hasRefusedCharacters(path)).toBe(false);
    },
  );
});
