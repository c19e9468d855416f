import { secondListingPage, sitemapPaths, warmPaths } from '@/lib/shop/catalogue/warm-paths';

const SITE = 'https://shop.example.sk';
const index = (files: string[]) =>
  `<?xml version="1.0"?><sitemapindex>${files.map((f) => `<sitemap><loc>${SITE}${f}</loc></sitemap>`).join('')}</sitemapindex>`;
const urlset = (paths: string[]) => `<?xml version="1.0"?><urlset>${paths.map((p) => `<url><loc>${SITE}${p}</loc></url>`).join('\n')}</urlset>`;

const SITEMAPS: Record<string, string> = {
  '/sitemap.xml': index(['/pages-sitemap/sitemap.xml', '/products-sitemap/0.xml']),
  '/pages-sitemap/sitemap.xml': urlset(['/', '/blog', '/category/cctv', '/category/cctv/kamery', '/blog/sk/novinky', '/page/sk/kontakt']),
  '/products-sitemap/0.xml': urlset(['/product/kamera-1', '/product/kamera-2']),
};
const read = (path: string) => Promise.resolve(SITEMAPS[path] ?? '');

describe('the pages an instance warms', () => {
  it('reads the paths of a sitemap, whatever host SITE_URL names, entities decoded', () => {
    expect(sitemapPaths(`<urlset><url><loc>https://other.sk/category/a?or=2&amp;pg=2</loc></url></urlset>`)).toEqual(['/category/a?or=2&pg=2']);
  });

  it('takes the home, categories and products first, the listing variants next, the articles and text pages last', async () => {
    const tiers = await warmPaths(read);
    expect(tiers[0]).toEqual(['/', '/blog']);
    expect(tiers[1]).toEqual(['/category/cctv', '/category/cctv/kamery']);
    expect(tiers[2]).toEqual(['/product/kamera-1', '/product/kamera-2']);
    expect(tiers[4]).toEqual(['/blog/sk/novinky', '/page/sk/kontakt']);
  });

  it('warms each category in the other orderings a visitor picks', async () => {
    const listings = (await warmPaths(read))[3]!;
    expect(listings).toContain('/category/cctv?or=2');
    expect(listings).toContain('/category/cctv/kamery?or=7');
    expect(listings).not.toContain('/category/cctv');
    expect(listings.some((p) => p.includes('pg='))).toBe(false);
  });

  it("asks for a listing's second page only where its first page links to it", () => {
    const paginated = '<nav><a href="/category/cctv?or=2&amp;pg=2">2</a></nav>';
    expect(secondListingPage('/category/cctv?or=2', paginated)).toBe('/category/cctv?or=2&pg=2');
    expect(secondListingPage('/category/cctv?or=2', '<nav></nav>')).toBeNull();
    expect(secondListingPage('/category/cctv?or=2&pg=2', paginated)).toBeNull();
    expect(secondListingPage('/product/kamera-1', paginated)).toBeNull();
  });

  it('asks for each page once, in the first tier that has it', async () => {
    const all = (await warmPaths(read)).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
