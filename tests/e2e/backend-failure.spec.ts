import { expect, test, type APIRequestContext } from '@playwright/test';

// The outage hook exists only with E2E_TEST_HOOKS=1 (scripts/e2e.ts); it fails one backend path.
async function outage(request: APIRequestContext, baseURL: string, path: string, down: boolean) {
  const response = await request.post('/admin/v1/test-hooks/outage', { data: { path, down }, headers: { Origin: baseURL } });
  expect(response.status()).toBe(200);
}

test('a failing backend gives the error page with retry and home, never a stack trace; the page heals after', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'desktop-1280', 'one viewport is enough: the server answers the same');
  const baseURL = String(info.project.use.baseURL);
  // a product no other spec opens, so neither Next's cache nor a prerender holds it
  const sitemap = await (await request.get('/products-sitemap/sitemap/0.xml')).text();
  const url = [...sitemap.matchAll(/\/product\/([^<]+)<\/loc>/g)].at(-3)![1]!;
  const backendPath = `/admin/v1/product/detail/url/${url}/sk`;

  await outage(request, baseURL, backendPath, true);
  try {
    const response = await page.goto(`/product/${url}`);
    expect(response?.status()).toBeGreaterThanOrEqual(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Niečo sa pokazilo');
    await expect(page.getByRole('button', { name: 'Skúsiť znova' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Na úvodnú stránku' })).toBeVisible();
    const html = await page.content();
    expect(html).not.toMatch(/\n\s+at |\.tsx?:\d+|webpack-internal|node_modules\/|ApiError|messages\.server\.unavailable/);
  } finally {
    await outage(request, baseURL, backendPath, false);
  }
  await page.getByRole('button', { name: 'Skúsiť znova' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Niečo sa pokazilo');
});
