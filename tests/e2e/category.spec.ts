import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { expectNotFoundPage } from './support/not-found';
import { openWithoutJavaScript } from './support/no-script';
import { holdCode, LISTING_CODE } from './support/held-code';

const LINE = '/category/cctv';
const DEEP = '/category/cctv/ip-kamery/bullet-kamery/4mpx';
const isDesktop = (name: string) => name.startsWith('desktop');
const grid = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Produkty' }).getByRole('list');

test.describe('category page (guest)', () => {
  test('a product line (depth 1): title, description, side menu, cards without prices, paginator', async ({ page }, info) => {
    const response = await page.goto(LINE);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kamerové systémy');
    await expect(grid(page).getByRole('listitem')).toHaveCount(12);
    await expect(page.getByText(/^\d+ produktov$/)).toBeVisible();
    await expect(grid(page).getByText('Cena sa zobrazí po prihlásení').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Stránkovanie' })).toBeVisible();
    if (isDesktop(info.project.name)) {
      const side = page.getByRole('navigation', { name: 'Kategórie: Kamerové systémy' });
      await expect(side.getByRole('link', { name: 'Kamerové systémy' })).toHaveAttribute('aria-current', 'page');
      await expect(side.getByRole('link', { name: 'IP kamery' })).toBeVisible();
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/category\/cctv$/);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  test('depth 4: breadcrumbs, current category marked, JSON-LD breadcrumb list', async ({ page }, info) => {
    expect((await page.goto(DEEP))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('4 Mpx');
    const crumbs = page.getByRole('navigation', { name: 'Navigačná cesta' });
    await expect(crumbs.getByRole('link', { name: 'Bullet kamery' })).toHaveAttribute('href', '/category/cctv/ip-kamery/bullet-kamery');
    const current = isDesktop(info.project.name)
      ? page.getByRole('navigation', { name: 'Kategórie: Kamerové systémy' })
      : page.getByRole('navigation', { name: 'Podkategórie' });
    await expect(current.getByRole('link', { name: '4 Mpx' })).toHaveAttribute('aria-current', 'page');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((text) => text.includes('"BreadcrumbList"') && text.includes('4 Mpx'))).toBe(true);
    await expect(grid(page).getByRole('listitem').first()).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  test('ordering and paging through the URL', async ({ page }) => {
    await page.goto(`${LINE}?or=2&lm=36`);
    const names = await grid(page).getByRole('heading').allTextContents();
    expect(names).toHaveLength(36);
    expect(names[0]!.localeCompare(names.at(-1)!, 'sk')).toBeLessThanOrEqual(0);
    await page.goto(`${LINE}?or=3&lm=36`);
    expect((await grid(page).getByRole('heading').allTextContents())[0]).not.toBe(names[0]);
    await page.goto(`${LINE}?or=2&lm=36&pg=2`);
    const second = await grid(page).getByRole('heading').allTextContents();
    expect(second[0]).not.toBe(names[0]);
    await expect(page.getByRole('link', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('the selector applies ordering and the in-stock filter at once, then paging keeps them', async ({ page }) => {
    await page.goto(LINE);
    await page.getByLabel('Zoradiť').selectOption('7');
    await expect(page).toHaveURL(/\?or=7$/);
    await expect(page.getByLabel('Zoradiť')).toHaveValue('7');
    await page.getByLabel('Iba skladom').check();
    await expect(page).toHaveURL(/or=7&st=1$/);
    await expect(page.getByLabel('Iba skladom')).toBeChecked();
    await expect(grid(page).getByText('Na objednávku')).toHaveCount(0);
    // the page the tick loaded has hydrated first: a link followed while it was still hydrating (when
    // the app router replaces its history entry) once never loaded its page
    await page.waitForFunction(() => (history.state as { __NA?: boolean } | null)?.__NA === true);
    await page.getByRole('link', { name: 'Nasledujúca strana' }).click();
    await expect(page).toHaveURL(/or=7&st=1&pg=2$/);
    await expect(page.getByRole('link', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');
    await expect(grid(page).getByText('Na objednávku')).toHaveCount(0);
  });

  // A phone ticks the box while the listing's code is still loading: the page around it has come to
  // life, the session status landed above it, and the tick must still count (it once was dropped
  // when React drew the not yet hydrated listing again). The listing's code is held until then.
  test('a tick made while the listing is still loading is applied, not dropped', async ({ page }) => {
    const code = await holdCode(page, LISTING_CODE);
    await page.goto(`${LINE}?or=7`, { waitUntil: 'commit' });
    // the app router has hydrated (it marks its history entry) while the listing waits for its code
    await page.waitForFunction(() => (history.state as { __NA?: boolean } | null)?.__NA === true);
    await expect.poll(code.held).toBeGreaterThan(0);
    await page.getByLabel('Iba skladom').check();
    await code.release();
    await expect(page).toHaveURL(/or=7&st=1$/);
    await expect(page.getByLabel('Iba skladom')).toBeChecked();
    await expect(grid(page).getByText('Na objednávku')).toHaveCount(0);
  });

  test('garbage and out-of-range params never fail', async ({ page }) => {
    for (const query of ['?pg=abc&lm=7&or=99&st=zz', '?pg=99999', '?pg=-1&lm=1e3', '?or[]=1&pg=1.5']) {
      const response = await page.goto(`${LINE}${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(grid(page).getByRole('listitem').first()).toBeVisible();
    }
    await page.goto(`${LINE}?pg=99999`);
    await expect(page.getByText(/^Strana (\d+) z \1$/)).toBeVisible();
  });

  test('a wrong parent path or unknown category is a 404 with noindex', async ({ page }) => {
    for (const path of ['/category/ezs/ip-kamery', '/category/neexistuje', '/category/cctv/ip-kamery/bullet-kamery/4mpx/x']) {
      await expectNotFoundPage(page, path);
    }
  });

  // proxy.ts serves the listing state as a path segment, so the grid is in the cached server HTML.
  test('without JavaScript the grid shows, and ordering, page size and paging work', async ({ browser }) => {
    const page = await openWithoutJavaScript(browser, DEEP);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('4 Mpx');
    await expect(page.getByText('Bullet IP kamery s rozlíšením 4 Mpx')).toBeVisible();
    await expect(grid(page).getByRole('listitem').first()).toBeVisible();

    await page.goto(LINE);
    await expect(grid(page).getByRole('listitem')).toHaveCount(12);
    await page.getByLabel('Zoradiť').selectOption('2');
    await page.getByLabel('Na stránku').selectOption('36');
    await page.getByRole('button', { name: 'Použiť' }).click();
    await expect(page).toHaveURL(/\/category\/cctv\?(?=.*or=2)(?=.*lm=36)/);
    const names = await grid(page).getByRole('heading').allTextContents();
    expect(names).toHaveLength(36);
    expect(names[0]!.localeCompare(names.at(-1)!, 'sk')).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: 'Strana 2' }).click();
    await expect(page).toHaveURL(/pg=2/);
    await expect(page.getByRole('link', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');
    const second = await grid(page).getByRole('heading').allTextContents();
    expect(second.length).toBeGreaterThan(0);
    expect(second).not.toContain(names[0]);
    await page.context().close();
  });
});

test.describe('category card pictures', () => {
  /** The addresses of the product pictures the page downloaded, by the time the first row has shown. */
  async function picturesFetched(page: import('@playwright/test').Page) {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/media/p/')) fetched.push(pathname);
    });
    await page.goto(LINE);
    const first = grid(page).getByRole('listitem').first().locator('img');
    await expect(first).toHaveJSProperty('complete', true);
    const shown = await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    return { shown, fetched };
  }

  test('a screen of normal density downloads the cards’ 400 px copies, never the full pictures', async ({ page }) => {
    const { shown, fetched } = await picturesFetched(page);
    expect(shown).toMatch(/^\/media\/p\/\d+-\d+-sm\.webp$/);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((address) => !address.endsWith('-sm.webp'))).toEqual([]);
  });

  // the copy is 400 px wide: a 2× laptop draws a 219 px card picture with 438 pixels, a 3× phone
  // the one-column 176 px picture with 528 (a 2× phone needs 352, which the copy gives)
  test('a dense screen gets the full pictures, so cards stay sharp', async ({ browser }, info) => {
    const context = await browser.newContext({ ...info.project.use, deviceScaleFactor: isDesktop(info.project.name) ? 2 : 3 });
    const { shown } = await picturesFetched(await context.newPage());
    expect(shown).toMatch(/^\/media\/p\/\d+-\d+\.webp$/);
    await context.close();
  });
});
