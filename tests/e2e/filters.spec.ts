import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { withCallMissing } from './support/missing-call';

const CAMERAS = '/category/cctv/ip-kamery';
const isDesktop = (info: TestInfo) => info.project.name.startsWith('desktop');
const grid = (page: Page) => page.getByRole('region', { name: 'Produkty' }).getByRole('list');
const panel = (page: Page) => page.getByRole('navigation', { name: 'Filtre parametrov' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Filtre' });
/** "12 produktov" in the toolbar → 12 */
const listed = async (page: Page) =>
  Number(
    (await page
      .locator('p[role="status"]')
      .filter({ hasText: /^\d+ produkt/ })
      .textContent())!.match(/\d+/)![0],
  );
/** The count a filter value shows beside its name. */
const shownCount = async (page: Page, name: string) =>
  Number(
    (await panel(page)
      .getByRole('link', { name: new RegExp(`^${name},`) })
      .getAttribute('data-count')) ?? NaN,
  );

async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png`, fullPage: !name.includes('drawer') });
}

/** Ticks a value in the phone drawer and waits for the counts of that selection. */
async function tick(page: Page, name: string) {
  const answered = page.waitForResponse((r) => r.url().includes('/admin/v1/x/category/') && r.status() === 200);
  await drawer(page).getByRole('checkbox', { name }).check();
  await answered;
}

test.describe('parametric filters on a category page', () => {
  test('choosing values narrows the listing, shows chips, keeps the URL and Back undoes it', async ({ page }, info) => {
    expect((await page.goto(CAMERAS))?.status()).toBe(200);
    const all = await listed(page);
    let fourMpx: number;
    if (isDesktop(info)) {
      fourMpx = await shownCount(page, '4 Mpx');
      await panel(page)
        .getByRole('link', { name: /^4 Mpx,/ })
        .click();
    } else {
      await page.getByRole('button', { name: 'Filtre' }).click();
      await expect(drawer(page)).toBeVisible();
      await tick(page, '4 Mpx');
      const show = drawer(page).getByRole('button', { name: /^Zobraziť/ });
      await expect(show).not.toHaveText(`Zobraziť ${all} produktov`);
      fourMpx = Number((await show.textContent())!.match(/\d+/)![0]);
      await shot(page, info, 'filters-drawer');
      await drawer(page)
        .getByRole('button', { name: /^Zobraziť/ })
        .click();
    }
    await expect(page).toHaveURL(/\?f=rozlisenie:4-mpx$/);
    expect(fourMpx).toBeGreaterThan(0);
    expect(fourMpx).toBeLessThan(all);
    expect(await listed(page)).toBe(fourMpx);
    await expect(page.getByRole('link', { name: 'Zrušiť filter Rozlíšenie: 4 Mpx' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/category\/cctv\/ip-kamery$/);
    if (!isDesktop(info)) await expect(page.getByRole('button', { name: 'Filtre (1)' })).toBeVisible();

    // a second parameter (AND) through the address, then Back
    await page.goto(`${CAMERAS}?f=krytie:ip66;rozlisenie:4-mpx`);
    const both = await listed(page);
    expect(both).toBeLessThan(fourMpx);
    await shot(page, info, 'filters-chips');
    await page.goBack();
    await expect(page).toHaveURL(/\?f=rozlisenie:4-mpx$/);
    expect(await listed(page)).toBe(fourMpx);
    await page.goForward();
    expect(await listed(page)).toBe(both);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);

    // a chip takes one value away, "Zrušiť všetky filtre" the rest
    await page.getByRole('link', { name: 'Zrušiť filter Krytie: IP66' }).click();
    await expect(page).toHaveURL(/\?f=rozlisenie:4-mpx$/);
    await page.getByRole('link', { name: 'Zrušiť všetky filtre' }).click();
    await expect(page).toHaveURL(new RegExp(`${CAMERAS}$`));
    expect(await listed(page)).toBe(all);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('ordering, in-stock and paging keep the filters; a changed filter starts on page 1', async ({ page }) => {
    await page.goto(`${CAMERAS}?or=6&f=rozlisenie:2-mpx,4-mpx`);
    const codes = await grid(page).getByRole('listitem').count();
    expect(codes).toBeGreaterThan(0);
    await page.getByLabel('Iba skladom').check();
    await expect(page).toHaveURL(/\?or=6&st=1&f=rozlisenie:2-mpx,4-mpx$/);
    await page.goto(`${CAMERAS}?f=rozlisenie:2-mpx,4-mpx&pg=2`);
    await expect(page.getByRole('link', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Strana 1' })).toHaveAttribute('href', `${CAMERAS}?f=rozlisenie:2-mpx,4-mpx`);
    await expect(page.getByRole('link', { name: 'Zrušiť filter Rozlíšenie: 2 Mpx' })).toHaveAttribute('href', `${CAMERAS}?f=rozlisenie:4-mpx`);
  });

  test('the phone drawer: live count while ticking, focus kept inside, Escape closes, the page does not scroll', async ({ page }, info) => {
    test.skip(isDesktop(info), 'the drawer is the phone layout');
    await page.goto(CAMERAS);
    const all = await listed(page);
    const open = page.getByRole('button', { name: 'Filtre' });
    await open.click();
    await expect(drawer(page).getByRole('button', { name: 'Zavrieť filtre' })).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', '');
    await expect(drawer(page).getByRole('button', { name: `Zobraziť ${all} produktov` })).toBeVisible();
    await tick(page, '8 Mpx');
    const eight = drawer(page).getByRole('button', { name: /^Zobraziť/ });
    await expect(eight).not.toHaveText(`Zobraziť ${all} produktov`);
    const afterOne = await eight.textContent();
    await tick(page, '2 Mpx');
    await expect(eight).not.toHaveText(afterOne!);
    await expectNoSeriousA11yViolations(page);
    for (let i = 0; i < 60; i++) await page.keyboard.press('Tab');
    expect(await drawer(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(open).toBeFocused();
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', '');
    // nothing was applied: the listing and the address are unchanged
    await expect(page).toHaveURL(new RegExp(`${CAMERAS}$`));
    expect(await listed(page)).toBe(all);
  });
});

/** Files in the served build's .next/server, where Next's page cache writes (pages rendered at runtime: route-cache/). */
const serverFiles = () => fs.readdirSync(path.resolve('.next/server'), { recursive: true }).length;

test('200 random filter values render nothing and add no cache entry on disk', async ({ request, baseURL }) => {
  const before = serverFiles();
  const answers: Array<{ query: string; status: number; location: string | null }> = [];
  for (let i = 0; i < 200; i++) {
    const random = () => randomBytes(3).toString('hex');
    const query = i % 2 ? `f=zz${random()}:${random()}` : `f=rozlisenie:4-mpx,x${random()}&or=2`;
    const response = await request.get(`${CAMERAS}?${query}`, { maxRedirects: 0 });
    const location = response.headers().location;
    answers.push({ query, status: response.status(), location: location ? new URL(location, baseURL).href.slice(new URL(baseURL!).origin.length) : null });
  }
  expect(serverFiles()).toBe(before);
  // each went to the address the shop links to: the plain category, or what is left of the selection
  answers.forEach(({ query, status, location }, i) => {
    expect({ query, status, location }).toEqual({ query, status: 308, location: i % 2 ? CAMERAS : `${CAMERAS}?or=2&f=rozlisenie:4-mpx` });
  });
  // a flood of values is refused outright
  const flood = Array.from({ length: 40 }, (_, i) => `v${i}`).join(',');
  expect((await request.get(`${CAMERAS}?f=krytie:${flood}`, { maxRedirects: 0 })).status()).toBe(400);
  // the internal address the listing is served from is none of its own
  expect((await request.get(`${CAMERAS}/~12-1-1-0~zz${randomBytes(3).toString('hex')}.1`, { maxRedirects: 0 })).status()).toBe(404);
});

test('filtered addresses are in no sitemap', async ({ request }) => {
  const pages = await (await request.get('/pages-sitemap/sitemap.xml')).text();
  expect(pages).toContain('/category/cctv/ip-kamery<');
  expect(pages).not.toMatch(/[?&]f=|~/);
});

test.describe('parametric filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters are links: a value narrows the listing', async ({ page }, info) => {
    await page.goto(CAMERAS);
    // the side panel from 768 px, the links below the toolbar on a phone: whichever is shown
    const link = panel(page).getByRole('link', { name: /^8 Mpx,/ });
    const expected = Number(await link.getAttribute('data-count'));
    await link.click();
    await expect(page).toHaveURL(/\?f=rozlisenie:8-mpx$/);
    expect(await listed(page)).toBe(expected);
    await expect(page.getByRole('link', { name: 'Zrušiť filter Rozlíšenie: 8 Mpx' })).toBeVisible();
    await shot(page, info, 'filters-nojs');
  });
});

test.describe('an upstream without the facets call', () => {
  /** The id of the category at `categoryPath`, so the test hides the facets call of that category only. */
  const categoryId = async (page: Page, categoryPath: string) => {
    const slug = categoryPath.split('/').at(-1)!;
    const found = await page.request.get(`/admin/v1/category/url/${slug}/sk?path=${encodeURIComponent(categoryPath)}`);
    return ((await found.json()) as { category: { id: number } }).category.id;
  };

  test('shows the category without filters and without an error', async ({ page }, info) => {
    // an address no other test renders, so no cached page or facets stand in for the upstream's answer
    const categoryPath = isDesktop(info) ? 'evs/pristupove-systemy' : 'ezs/detektory';
    const url = `/category/${categoryPath}?f=${isDesktop(info) ? 'vyrobca:2n' : 'vyrobca:jablotron'}`;
    // the facets are read in a shared cached render (no cookies): hidden for everyone, this category's only,
    // so another test ticking filters meanwhile still gets its counts
    await withCallMissing(page, info, `/admin/v1/x/category/${await categoryId(page, categoryPath)}/`, 'everyone', async () => {
      expect((await page.goto(url))?.status()).toBe(200);
      await expect(grid(page).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Filtre parametrov' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Filtre/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Zrušiť všetky filtre' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});
