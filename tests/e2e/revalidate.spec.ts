import { expect, test } from '@playwright/test';
import { h1Of, renameProduct as rename, revalidateTags as revalidate } from './support/catalogue-change';

// scripts/e2e.ts sets it: the webhook's secret
const SECRET = process.env.REVALIDATE_SECRET ?? '';

test('a product renamed in the backend shows after POST /api/revalidate of its tag, not before', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop-1280', 'one viewport is enough: the server answers the same');
  expect(SECRET, 'scripts/e2e.ts sets REVALIDATE_SECRET').not.toBe('');
  const baseURL = String(info.project.use.baseURL);
  const listing = await (await request.get('/category/sks?or=7')).text();
  const url = /href="\/product\/([^"?#]+)"/.exec(listing)![1]!;
  const page = `/product/${url}`;
  const original = h1Of(await (await request.get(page)).text());
  expect(original).not.toBe('');
  const renamed = `Premenovaný produkt ${Date.now()}`;

  const id = await rename(request, baseURL, url, renamed);
  try {
    // the guest page comes from Next's cache: the backend's change is not seen yet
    expect(h1Of(await (await request.get(page)).text())).toBe(original);
    await revalidate(request, [`product:${id}`]);
    // stale-while-revalidate: the first request after may still get the old page
    await expect.poll(async () => h1Of(await (await request.get(page)).text()), { timeout: 15_000 }).toBe(renamed);
  } finally {
    await rename(request, baseURL, url, original);
    await revalidate(request, [`product:${id}`]);
  }
});

test('the revalidate webhook refuses a wrong secret and a malformed body', async ({ request }) => {
  expect((await request.post('/api/revalidate', { data: { tags: ['offers'] }, headers: { Authorization: 'Bearer wrong' } })).status()).toBe(401);
  const bad = await request.post('/api/revalidate', { data: { tags: [] }, headers: { Authorization: `Bearer ${SECRET}` } });
  expect(bad.status()).toBe(400);
});
