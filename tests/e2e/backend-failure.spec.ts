import { expect, test } from '@playwright/test';
import { outage } from './support/outage';

test('a failing backend gives the error page with retry and home, never a stack trace; the page heals after', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'desktop-1280', 'one viewport is enough: the server answers the same');
  const baseURL = String(info.project.use.baseURL);
  // an address never rendered before, so no cache holds it: the page has to ask the backend
  const url = `vypadok-${Date.now().toString(36)}`;
  const backendPath = `/admin/v1/product/detail/url/${url}/sk`;

  await outage(request, baseURL, backendPath, true);
  try {
    await page.goto(`/product/${url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Niečo sa pokazilo');
    await expect(page.getByRole('button', { name: 'Skúsiť znova' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Na úvodnú stránku' })).toBeVisible();
    const html = await page.content();
    expect(html).not.toMatch(/\n\s+at |\.tsx?:\d+|webpack-internal|node_modules\/|ApiError|messages\.server\.unavailable/);
  } finally {
    await outage(request, baseURL, backendPath, false);
  }
  // healed: the backend answers again (this address is unknown, so the not-found page), nothing failed stays cached
  expect((await page.goto(`/product/${url}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka sa nenašla');
});
