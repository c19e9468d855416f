/** @jest-environment node */
import fs from 'node:fs';
import { isKnownTag, tagKindList, tags } from '@/lib/server/cache-manifest';
import { TAG_OF_EACH_KIND } from './tag-of-each-kind';

jest.mock('next/cache', () => ({ cacheLife: jest.fn(), cacheTag: jest.fn() }));

describe('cache manifest', () => {
  it('knows every tag its builders make', () => {
    const made = [
      tags.menu,
      tags.offers,
      tags.brands,
      tags.banners,
      tags.blogList,
      tags.products,
      tags.product(7),
      tags.productUrl('kamera-x'),
      tags.category(3),
      tags.categoryUrl('cctv/ip-kamery'),
      tags.listing(3),
      tags.blog('novinky'),
      tags.page('o-nas'),
    ];
    expect(made).toEqual(TAG_OF_EACH_KIND);
    for (const tag of made) expect(isKnownTag(tag)).toBe(true);
  });

  it('refuses other kinds, ids that are not numbers, missing or extra keys', () => {
    for (const tag of ['offer', 'product', 'product:', 'product:x1', 'listing:-1', 'menu:sk', 'page:', 'toString', 'hasOwnProperty:1', '']) {
      expect(isKnownTag(tag)).toBe(false);
    }
  });

  it("is listed in docs/caching.md's cache tag table for the upstream's webhook", () => {
    const section = fs.readFileSync('docs/caching.md', 'utf8').split('## Cache tags')[1]?.split('\n## ')[0] ?? '';
    // the table's first column, however wide Prettier pads it
    const listed = [...section.matchAll(/^\| `([^`]+)` +\|/gm)].map((match) => match[1]);
    for (const { tag } of tagKindList()) expect(listed).toContain(tag);
  });
});
