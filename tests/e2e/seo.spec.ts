import { expect, test } from '@playwright/test';

test.describe('seo', () => {
  test('robots.txt keeps private pages and listing variants out and names the sitemaps', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const path of [
      '/cart',
      '/checkout',
      '/account',
      '/login',
      '/register',
      '/reset-password',
      '/search-product',
      '/logout',
      '/test',
      '/*?*or=',
      '/*?*pg=',
      '/*?*lm=',
      '/*?*st=',
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
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
