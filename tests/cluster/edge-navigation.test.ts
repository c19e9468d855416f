import { chromium, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { formatPrice } from '../../lib/shared/format/money';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { ShopClient } from './support/shop-client';
import { startEdge, type Edge } from './support/edge';

// Client-side navigation through nginx in Chromium (issue 22, item 4): home → category → product
// → back, for a guest on a cold and on a warm cache, then for a signed-in customer. Every step
// shows a page (never an RSC payload as text), stays a client navigation (never falls back to
// a full load because a page came where a payload was expected), and its payloads pass nginx.
let edge: Edge;
let browser: Browser;
beforeAll(async () => {
  [edge, browser] = await Promise.all([startEdge(), chromium.launch(CHROMIUM_LAUNCH)]);
});
afterAll(async () => {
  await browser?.close();
  await edge?.stop();
});

/** A product line of the seed and its heading (tests/e2e/category.spec.ts). */
const LINE = { path: '/category/cctv', heading: 'Kamerové systémy' };
/** Text of an RSC payload shown as a page: row ids with references, preloads, React's symbols. */
const RAW_PAYLOAD = /:HL\[|\$Sreact|^\w{1,3}:I\[/m;

/** What one walk saw: each RSC response's cache status and type, and the home document's cache status. */
interface Walk {
  document: string | null;
  payloads: Array<{ url: string; cache: string | null; type: string }>;
  /** the product page's path the walk clicked into */
  product: string;
}

/** Marks the window: a full page load loses the mark, a client navigation keeps it. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { edgeWalk: true }));
const stillMarked = (page: Page) => page.evaluate(() => 'edgeWalk' in window);

async function expectPage(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(new URL(path, edge.nginx.url).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect(await page.locator('body').innerText()).not.toMatch(RAW_PAYLOAD);
  expect({ path, clientNavigation: await stillMarked(page) }).toEqual({ path, clientNavigation: true });
}

/** home → product line → its first product → back, checking every step; `atProduct` runs on the product page. */
async function walk(context: BrowserContext, atProduct: (page: Page, path: string) => Promise<void> = async () => undefined): Promise<Walk> {
  const page = await context.newPage();
  const payloads: Walk['payloads'] = [];
  page.on('response', (response) => {
    if (response.request().headers().rsc === '1') {
      const headers = response.headers();
      payloads.push({ url: response.url(), cache: headers['x-cache-status'] ?? null, type: headers['content-type'] ?? '' });
    }
  });
  const home = await page.goto(edge.nginx.url);
  expect({ status: home?.status(), type: home?.headers()['content-type'] }).toEqual({ status: 200, type: expect.stringMatching(/^text\/html/) });
  await expect(page.getByRole('region', { name: 'Produktové rady' })).toBeVisible();
  await markWindow(page);

  await page.getByRole('region', { name: 'Produktové rady' }).locator(`a[href="${LINE.path}"]`).first().click();
  await expectPage(page, LINE.path, LINE.heading);

  const link = page.getByRole('region', { name: 'Produkty' }).getByRole('article').first().getByRole('heading').getByRole('link');
  const [product, name] = [(await link.getAttribute('href')) ?? '', (await link.innerText()).trim()];
  await link.click();
  await expectPage(page, product, name);
  await atProduct(page, product);

  await page.goBack();
  await expectPage(page, LINE.path, LINE.heading);
  await page.close();
  // every payload the router fetched was one; those of the walked pages came through nginx's cache rules
  for (const payload of payloads) expect(payload).toEqual({ ...payload, type: expect.stringMatching(/^text\/x-component/) });
  for (const path of [LINE.path, product]) {
    const ofPath = payloads.filter((p) => new URL(p.url).pathname === path);
    expect({ path, fetched: ofPath.length > 0, withStatus: ofPath.every((p) => p.cache !== null) }).toEqual({ path, fetched: true, withStatus: true });
  }
  return { document: home?.headers()['x-cache-status'] ?? null, payloads, product };
}

async function withContext<T>(run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'sk-SK', timezoneId: 'Europe/Bratislava' });
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

test('a guest clicks home → category → product → back on a cold cache, then again on the warm one', async () => {
  const cold = await withContext((context) => walk(context));
  expect(cold.document).toBe('MISS');
  const warm = await withContext((context) => walk(context));
  expect(warm.document).toBe('HIT');
  expect(warm.payloads.some((p) => p.cache === 'HIT')).toBe(true);
});

test('a signed-in customer clicks the same way through the warm cache and sees their prices, never a cached page', async () => {
  const customer = new ShopClient();
  const nginx = { url: edge.nginx.url };
  await customer.register(nginx);
  expect((await customer.signIn(nginx)).status).toBe(200);
  const walked = await withContext(async (context) => {
    await context.addCookies([...customer.cookies].map(([name, value]) => ({ name, value, url: edge.nginx.url })));
    return walk(context, async (page, path) => {
      const slug = path.replace(/^\/product\//, '');
      const detail = await customer.call(nginx, 'GET', `/admin/v1/product/detail/url/${slug}/sk`);
      const price = (detail.body?.product as { price_exc_vat: number }).price_exc_vat;
      await expect(page.getByText(`${formatPrice(price)} € bez DPH`).first()).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Môj účet' })).toBeVisible();
    });
  });
  expect(walked.document === 'HIT').toBe(false);
  expect(walked.payloads.filter((p) => p.cache === 'HIT')).toEqual([]);
});
