import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from './support/login';
import { savedAtText } from '../../lib/browser/pwa/saved-at';
import { h1Of, renameProduct, revalidateTags } from './support/catalogue-change';
import { shot } from './support/shot';
import { cacheNames, cachedPaths, waitForServiceWorker } from './support/service-worker';

/** What a page's own fetch of `path` gets: status, type and the first bytes; null when the fetch fails. */
const fetchFromPage = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    try {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type'), start: (await response.text()).slice(0, 5) };
    } catch {
      return null;
    }
  }, path);

const offlinePage = (page: Page) => page.getByRole('heading', { level: 1, name: 'Ste offline' });

/** The HTML of `path` in the page's cache of catalogue pages, '' when there is no copy. */
const savedCopy = (page: Page, path: string) => page.evaluate(async (url) => (await (await caches.open('catalogue-pages')).match(url))?.text() ?? '', path);

// Issue 48, item 2: without signal a customer's newest orders still open; a page with no copy says it is offline.
test.describe('offline shop (issue 48)', () => {
  // the worker is what these tests are about (playwright.config.ts blocks it elsewhere)
  test.use({ serviceWorkers: 'allow' });

  test('a catalogue page visited before opens offline and says when it was saved; one never visited gives the offline page', async ({
    page,
    context,
  }, info) => {
    const product = '/product/ip-kamera-hikvision-ds-2cd2043g2-i-28';
    await page.goto('/');
    await waitForServiceWorker(page);
    // under the worker now: this visit saves the page's copy
    const visitedAt = Date.now();
    await page.goto(product);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => cachedPaths(page, 'catalogue-pages')).toContain(product);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    // the notice is on <html> (drawn by the style sheet), kept there once the page's code has run
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-offline-saved', /^Offline – stránka uložená \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}$/);
    await page.waitForFunction(() => (history.state as { __NA?: boolean } | null)?.__NA === true);
    await expect(html).toHaveAttribute('data-offline-saved', /^Offline – stránka uložená /);
    const shown = await html.evaluate((element) => getComputedStyle(element, '::before').content);
    expect(shown).toContain('Offline – stránka uložená');
    // the time said is the visit's, in Bratislava, worded as the worker words it
    const said = await html.getAttribute('data-offline-saved');
    expect([visitedAt, visitedAt + 60_000].map((at) => savedAtText(new Date(at)))).toContain(said);
    await shot(page, info, 'offline-saved-page');

    await page.goto('/blog');
    await expect(offlinePage(page)).toBeVisible();
    await context.setOffline(false);
  });

  test('a page visited moments ago opens at once from its copy online, refreshed behind it; offline it says when it was saved', async ({
    page,
    context,
    request,
  }, info) => {
    const baseURL = String(info.project.use.baseURL);
    // a product of each viewport's own (they run at once against one backend), not the one the other tests read
    const listing = await (await request.get('/category/sks?or=7')).text();
    const urls = [...new Set([...listing.matchAll(/href="\/product\/([^"?#]+)"/g)].map((match) => match[1]!))];
    const url = urls.filter((candidate) => !candidate.startsWith('ip-kamera-hikvision-ds-2cd2043g2'))[info.project.name === 'desktop-1280' ? 1 : 2]!;
    const product = `/product/${url}`;
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto(product);
    const heading = page.getByRole('heading', { level: 1 });
    const original = (await heading.textContent())!;
    await expect.poll(() => cachedPaths(page, 'catalogue-pages')).toContain(product);

    const renamed = `Premenovaný produkt ${Date.now()}`;
    const id = await renameProduct(request, baseURL, url, renamed);
    try {
      await revalidateTags(request, [`product:${id}`]);
      // stale-while-revalidate on the server too: wait until it answers the new name
      await expect.poll(async () => h1Of(await (await request.get(product)).text()), { timeout: 15_000 }).toBe(renamed);

      // the server has the new name, yet the copy saved moments ago is what opens, with no offline notice
      await page.reload();
      await expect(heading).toHaveText(original);
      await expect(page.locator('html')).not.toHaveAttribute('data-offline-saved');
      // …while the worker refreshes the copy behind it; the next visit opens the new one
      await expect.poll(() => savedCopy(page, product)).toContain(renamed);
      await page.reload();
      await expect(heading).toHaveText(renamed);
      await expect(page.locator('html')).not.toHaveAttribute('data-offline-saved');

      // without signal the same copy opens, now saying when it was saved
      await context.setOffline(true);
      await page.reload();
      await expect(heading).toHaveText(renamed);
      await expect(page.locator('html')).toHaveAttribute('data-offline-saved', /^Offline – stránka uložená \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}$/);
      await context.setOffline(false);
    } finally {
      await renameProduct(request, baseURL, url, original);
      await revalidateTags(request, [`product:${id}`]);
    }
  });

  test("a signed-in customer's orders, an order and its invoice open offline; after sign-out none of them do", async ({ page, context }, info) => {
    test.slow(); // twenty orders with their invoices and datasheets are saved before the network goes
    await signInAsDemo(page);
    await page.goto('/account/orders');
    await waitForServiceWorker(page);
    // the copies are saved at idle into the one customer cache; done when the refresh time is written
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('secshop:offline-copies:'))), { timeout: 60_000 })
      .toBe(true);
    const [customerCache] = await cacheNames(page, 'customer-');
    expect(customerCache).toMatch(/^customer-[0-9a-f]{24}$/);
    const saved = await cachedPaths(page, customerCache!);
    const orderPages = saved.filter((path) => path.startsWith('/account/orderdetail/'));
    // the newest twenty (the demo company has fewer)
    const listed = (await (await page.request.get('/admin/v1/x/customer/orders/20/0')).json()).orders as Array<{ id: number }>;
    expect(listed.length).toBeGreaterThan(1);
    expect(orderPages.sort()).toEqual(listed.map((order) => `/account/orderdetail/${order.id}`).sort());
    const invoice = saved.find((path) => path.includes('/invoice/'));
    expect(invoice).toBeDefined();
    // the datasheets of the ordered products
    const datasheet = saved.find((path) => path.startsWith('/media/') && path.endsWith('.pdf'));
    expect(datasheet).toBeDefined();
    // the shared page cache holds no account page
    expect((await cachedPaths(page, 'catalogue-pages')).filter((path) => path.startsWith('/account'))).toEqual([]);

    await context.setOffline(true);
    await page.goto('/account/orders');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /^Zobraziť objednávku č\. \d+$/ })
        .first(),
    ).toBeVisible();
    await shot(page, info, 'offline-orders');
    await page.goto(orderPages[0]!);
    await expect(page.getByRole('heading', { name: /^Faktúra č\. \d+$/ })).toBeVisible();
    expect(await fetchFromPage(page, invoice!)).toEqual({ status: 200, type: 'application/pdf', start: '%PDF-' });
    expect(await fetchFromPage(page, datasheet!)).toEqual({ status: 200, type: 'application/pdf', start: '%PDF-' });

    await context.setOffline(false);
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => cacheNames(page, 'customer-')).toEqual([]);
    await context.setOffline(true);
    await page.goto('/account/orders');
    await expect(offlinePage(page)).toBeVisible();
    await shot(page, info, 'offline-page');
    await page.goto(orderPages[0]!);
    await expect(offlinePage(page)).toBeVisible();
    expect(await fetchFromPage(page, invoice!)).toBeNull();
    await context.setOffline(false);
  });
});
