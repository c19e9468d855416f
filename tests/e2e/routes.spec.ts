import { expect, test } from '@playwright/test';
import { expectNotFoundPage } from './support/not-found';

// Route params arrive percent-encoded; a malformed escape is an unknown page, never a server error.
const MALFORMED = [
  '/product/%E0%A4%A',
  '/product/abc%zz',
  '/category/cctv/%E0%A4%A',
  '/category/%C0%AF',
  '/blog/sk/%E0%A4%A',
  '/blog/%zz/clanok',
  '/page/sk/%E0%A4%A',
  '/page/%E0/o-nas',
];

test('malformed percent-escapes in route params answer the 404 page with noindex, never 500', async ({ page }) => {
  for (const path of MALFORMED) {
    await expectNotFoundPage(page, path);
  }
});

test('listing query params with malformed escapes are ignored, the listing still answers', async ({ page }) => {
  for (const path of ['/category/cctv?pg=%E0%A4%A', '/category/cctv?or=%zz&lm=36', '/blog?pg=%E0%A4%A']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
});

test('a page path with a trailing slash 308s to its canonical form, while /admin/v1/sign/out/ is answered as sent', async ({ request }) => {
  const page = await request.get('/category/cctv/?pg=2', { maxRedirects: 0 });
  expect(page.status()).toBe(308);
  const location = new URL(page.headers()['location'] ?? '', 'http://shop.invalid');
  expect(location.pathname + location.search).toBe('/category/cctv?pg=2');

  // as the shop's own page sends it: from anywhere else the proxy refuses a sign-out (403)
  const signOut = await request.get('/admin/v1/sign/out/', { maxRedirects: 0, headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(signOut.status()).toBe(200);
  expect(await signOut.json()).toEqual({ success: true });
});
