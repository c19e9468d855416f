import { expect, test } from '@playwright/test';

/** Addresses a crawler meets and whether robots.txt lets it in: private and per-visitor pages and listing variants stay out. */
const CRAWLED: ReadonlyArray<[url: string, kept: boolean]> = [
  ['/', true],
  ['/category/kamery', true],
  ['/category/kamery/ip-kamery', true],
  ['/blog', true],
  ['/cart', false],
  ['/checkout', false],
  ['/account/orders', false],
  ['/login?next=%2Fcart', false],
  ['/register', false],
  ['/reset-password/abc123', false],
  ['/search-product/kamera', false],
  ['/logout', false],
  ['/test/ui', false],
  ['/category/kamery?or=2', false],
  ['/category/kamery?pg=2', false],
  ['/category/kamery?lm=48', false],
  ['/category/kamery?st=1', false],
  ['/category/kamery?fc=1-2&pg=3', false],
];

/** Whether one of robots.txt's Disallow rules matches `url` as Google reads them: a prefix, `*` any run of characters. */
function isDisallowed(rules: readonly string[], url: string): boolean {
  const pattern = (rule: string) =>
    new RegExp(
      `^${rule
        .split('*')
        .map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&'))
        .join('.*')}`,
    );
  return rules.some((rule) => pattern(rule).test(url));
}

test.describe('seo', () => {
  test('robots.txt keeps private pages and listing variants out and names the sitemaps', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    const rules = [...text.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]!);
    for (const [url, kept] of CRAWLED) expect(isDisallowed(rules, url), url).toBe(!kept);
    expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml\n/);
  });

  test('sitemap.xml is an index of the page sitemap and every product sitemap file, each a urlset', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const index = await response.text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const listed = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(listed[0]).toBe('/pages-sitemap/sitemap.xml');
    const productFiles = listed.slice(1);
    expect(productFiles.length).toBeGreaterThan(0);
    expect(productFiles).toEqual(productFiles.map((_, id) => `/products-sitemap/sitemap/${id}.xml`));
    const productUrls: string[] = [];
    for (const path of listed) {
      const file = await request.get(path);
      expect(file.status(), path).toBe(200);
      const xml = await file.text();
      expect(xml, path).toContain('<urlset');
      const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(urls.length, path).toBeGreaterThan(0);
      if (path.startsWith('/products-sitemap/')) productUrls.push(...urls);
    }
    expect(productUrls.length).toBeGreaterThan(10);
    expect(productUrls.every((p) => p.startsWith('/product/'))).toBe(true);
  });

  test('the page sitemap lists home, categories, the blog, articles and text pages', async ({ request }) => {
    const xml = await (await request.get('/pages-sitemap/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toContain('/');
    expect(locs).toContain('/blog');
    for (const line of ['ezs', 'cctv', 'evs', 'eps', 'sks']) expect(locs).toContain(`/category/${line}`);
    expect(locs.some((p) => /^\/category\/cctv\/.+/.test(p))).toBe(true);
    expect(locs).toContain('/blog/sk/ako-vybrat-ip-kameru-pre-rodinny-dom');
    for (const page of ['o-nas', 'podpora', 'skolenia', 'vseobecne-obchodne-podmienky', 'ochrana-osobnych-udajov']) expect(locs).toContain(`/page/sk/${page}`);
  });

  test('the product sitemap lists every product page once', async ({ request }) => {
    const xml = await (await request.get('/products-sitemap/sitemap/0.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.every((p) => p.startsWith('/product/'))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  test('pages carry title, description, canonical and Open Graph', async ({ page }) => {
    for (const path of ['/', '/blog', '/blog/sk/ako-vybrat-ip-kameru-pre-rodinny-dom', '/page/sk/o-nas']) {
      await page.goto(path);
      expect(await page.title()).not.toBe('');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(path);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
    }
  });

  test('the revalidate webhook is closed without the secret', async ({ request }) => {
    const response = await request.post('/api/revalidate', { data: { tags: ['offers'] }, headers: { Authorization: 'Bearer wrong' } });
    expect([401, 404]).toContain(response.status());
  });
});
