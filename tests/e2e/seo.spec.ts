import { expect, test } from '@playwright/test';

test.describe('seo', () => {
  test('robots.txt keeps private pages and listing variants out and names the sitemaps', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const path of ['/cart', '/checkout', '/account', '/login', '/register', '/reset-password', '/search-product', '/logout', '/test', '/*?*or=', '/*?*pg=', '/*?*lm=', '/*?*st=']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
    expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/products-sitemap\/sitemap\/0\.xml/);
  });

  test('sitemap.xml lists home, categories, the blog, articles and text pages', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
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
