import { expect, test, type APIRequestContext } from '@playwright/test';
import { outage } from './support/outage';

// scripts/e2e.ts sets the secret and E2E_TEST_HOOKS=1, without which the outage hook does not exist.
const SECRET = process.env.REVALIDATE_SECRET ?? '';
const BANNERS = '/admin/v1/banners/top/sk';
const hasSlideshow = (html: string) => html.includes('aria-roledescription="carousel"');

/** Takes the banners' backend path down, lets go of it, or (`down` left out) only reads; answers how many requests it has failed. */
function bannersDown(request: APIRequestContext, baseURL: string, down?: boolean): Promise<number> {
  return outage(request, baseURL, BANNERS, down);
}

test('a home page regenerated while its banners cannot be read is not stored: the first request after recovery has the slideshow', async ({
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop-1280', 'one viewport is enough: the server answers the same');
  const baseURL = String(info.project.use.baseURL);
  expect(hasSlideshow(await (await request.get('/')).text())).toBe(true);

  await bannersDown(request, baseURL, true);
  try {
    const expired = await request.post('/api/revalidate', { data: { tags: ['banners'] }, headers: { Authorization: `Bearer ${SECRET}` } });
    expect(expired.status()).toBe(200);
    // this request gets the page Next has and makes it render the page again, reading the banners, which fail
    await request.get('/');
    await expect.poll(() => bannersDown(request, baseURL)).toBeGreaterThan(0);
  } finally {
    await bannersDown(request, baseURL, false);
  }
  // what was rendered during the outage was not kept, for a minute or at all
  expect(hasSlideshow(await (await request.get('/')).text())).toBe(true);
});
