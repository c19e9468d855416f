/** @jest-environment node */
import { blogPath, categoryPath, productPath, textPagePath } from '@/lib/shop/urls/shop-paths';
import { decodeParam } from '@/lib/shop/urls/route-params';

describe('productPath', () => {
  it('links a plain product url as it is', () => {
    expect(productPath('ip-kamera-dahua-ipc-hfw1230s')).toBe('/product/ip-kamera-dahua-ipc-hfw1230s');
  });

  it('encodes a url with spaces, diacritics and reserved characters into the one segment the page decodes back', () => {
    const url = 'kamera 4K/ext?farba=biela#čierna 100%';
    const path = productPath(url);
    expect(path).toBe('/product/kamera%204K%2Fext%3Ffarba%3Dbiela%23%C4%8Dierna%20100%25');
    const segment = path.slice('/product/'.length);
    expect(segment).not.toMatch(/[/?# ]/);
    expect(decodeParam(segment)).toBe(url);
  });
});

describe('categoryPath', () => {
  it('keeps the levels of a category path as segments and encodes each', () => {
    expect(categoryPath('kamerové systémy/ip kamery')).toBe('/category/kamerov%C3%A9%20syst%C3%A9my/ip%20kamery');
    expect(categoryPath('alarmy?#')).toBe('/category/alarmy%3F%23');
  });
});

describe('blogPath and textPagePath', () => {
  it('encode the article or page url as one segment after the language', () => {
    expect(blogPath('sk', 'nové kamery/2026?')).toBe('/blog/sk/nov%C3%A9%20kamery%2F2026%3F');
    expect(textPagePath('sk', 'o-nas')).toBe('/page/sk/o-nas');
    expect(textPagePath('sk', 'obchodné podmienky#1')).toBe('/page/sk/obchodn%C3%A9%20podmienky%231');
  });
});
