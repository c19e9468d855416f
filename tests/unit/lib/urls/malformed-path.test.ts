/** @jest-environment node */
import { hasMalformedEscape } from '@/lib/urls/malformed-path';

describe('hasMalformedEscape', () => {
  it.each(['/product/%E0%A4%A', '/product/abc%zz', '/category/%C0%AF', '/page/%E0/o-nas', '/blog/sk/%'])('finds %s', (path) => {
    expect(hasMalformedEscape(path)).toBe(true);
  });

  it.each(['/', '/product/kamera', '/page/sk/o%2Dnas', '/category/cctv/~12-2-1-0', '/search-product/kamera%20ip', '/blog/sk/%C5%A1kolenie'])('passes %s', (path) => {
    expect(hasMalformedEscape(path)).toBe(false);
  });
});
