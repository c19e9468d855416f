/** @jest-environment node */
import { loadSitemapIndex } from '@/lib/server/catalogue/sitemap-index';
import { loadLineCounts } from '@/lib/server/catalogue/sitemap';
import { sitemapIndexXml } from '@/lib/shop/seo/sitemap-index';
import { envRestorer } from '@/tests/support/env';

jest.mock('next/cache', () => ({ cacheLife: jest.fn(), cacheTag: jest.fn() }));
jest.mock('@/lib/server/api', () => ({ publicApi: {} }));
jest.mock('@/lib/server/catalogue/menu', () => ({ readMenu: jest.fn(async () => []) }));
jest.mock('@/lib/server/catalogue/sitemap', () => ({
  ...jest.requireActual('@/lib/server/catalogue/sitemap'),
  loadLineCounts: jest.fn(),
}));

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('/sitemap.xml, the sitemap index', () => {
  afterEach(envRestorer('SITE_URL'));

  it('lists the page sitemap and every product sitemap file, absolute on SITE_URL', async () => {
    process.env.SITE_URL = 'https://shop.example.sk/';
    jest.mocked(loadLineCounts).mockResolvedValue([
      { categoryId: 1, count: 7000 },
      { categoryId: 2, count: 4000 },
    ]);
    const xml = await loadSitemapIndex();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    expect(xml).not.toContain('<urlset');
    expect(locs(xml)).toEqual([
      'https://shop.example.sk/pages-sitemap/sitemap.xml',
      'https://shop.example.sk/products-sitemap/sitemap/0.xml',
      'https://shop.example.sk/products-sitemap/sitemap/1.xml',
      'https://shop.example.sk/products-sitemap/sitemap/2.xml',
    ]);
  });

  it('still names the first product file when the catalogue has no products', async () => {
    jest.mocked(loadLineCounts).mockResolvedValue([]);
    expect(locs(await loadSitemapIndex())).toHaveLength(2);
  });

  it('escapes what XML needs escaped', () => {
    expect(sitemapIndexXml(['https://a.sk/x?a=1&b=<2>'])).toContain('<loc>https://a.sk/x?a=1&amp;b=&lt;2&gt;</loc>');
  });
});
