import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { signInAsDemo } from './support/login';
import { openWithoutJavaScript } from './support/no-script';

const searchbox = (page: Page) => page.getByRole('searchbox', { name: 'Hľadať produkty' });
const panel = (page: Page) => page.getByRole('region', { name: 'Výsledky vyhľadávania' });
const results = (page: Page) => page.getByRole('region', { name: 'Produkty' }).getByRole('list');

/** Live-search requests the page sends, by their decoded query. */
function liveQueries(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = /\/admin\/v1\/search\/([^/]+)\/sk$/.exec(new URL(request.url()).pathname);
    if (match) seen.push(decodeURIComponent(match[1]!));
  });
  return seen;
}

test.describe('search bar', () => {
  test('live results after typing: one request for the last text, grouped, no prices for guests', async ({ page }) => {
    const sent = liveQueries(page);
    await page.goto('/');
    await searchbox(page).pressSequentially('kamera', { delay: 80 });
    await expect(panel(page).getByRole('heading', { name: 'Produkty' })).toBeVisible({ timeout: 15_000 });
    expect(sent).toEqual(['kamera']);
    const products = panel(page).getByRole('list').first().getByRole('link');
    await expect(products).toHaveCount(5);
    await expect(products.first()).toContainText('Kód:');
    await expect(panel(page).getByRole('link', { name: /Zobraziť všetky produkty \(ešte \d+ ďalš/ })).toBeVisible();
    await expect(panel(page).getByText('bez DPH')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', '');
    await expectNoSeriousA11yViolations(page);
  });

  test('groups categories and articles, and says when nothing is found', async ({ page }) => {
    await page.goto('/');
    await searchbox(page).fill('kamerovy');
    await expect(panel(page).getByRole('heading', { name: 'Články' })).toBeVisible({ timeout: 15_000 });
    await expect(panel(page).getByRole('link', { name: /Dimenzovanie UPS pre kamerový systém/ })).toHaveAttribute(
      'href',
      '/blog/sk/' + 'dimenzovanie-ups-pre-kamerovy-system',
    );
    await searchbox(page).fill('videovratniky');
    await expect(panel(page).getByRole('heading', { name: 'Kategórie' })).toBeVisible({ timeout: 15_000 });
    await searchbox(page).fill('qqxzzvwj');
    await expect(panel(page).getByText('Pre „qqxzzvwj“ sme nenašli žiadne produkty, kategórie ani články.')).toBeVisible({ timeout: 15_000 });
  });

  test('Escape and a click on the overlay close the results; scrolling comes back', async ({ page }) => {
    await page.goto('/');
    await searchbox(page).fill('ajax');
    await expect(panel(page)).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(searchbox(page)).toBeFocused();
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', '');

    await searchbox(page).fill('ajax hub');
    await expect(panel(page)).toBeVisible({ timeout: 15_000 });
    const viewport = page.viewportSize()!;
    await page.mouse.click(4, viewport.height - 4);
    await expect(panel(page)).toHaveCount(0);
    await expect(page).toHaveURL('/');
  });

  test('arrow keys and Tab move through the results; Enter follows one', async ({ page }) => {
    await page.goto('/');
    await searchbox(page).fill('hikvision');
    const first = panel(page).getByRole('list').first().getByRole('link').first();
    await expect(first).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel(page).getByRole('list').first().getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(searchbox(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(panel(page).getByRole('list').first().getByRole('link').nth(1)).toBeFocused();
    const href = await panel(page).getByRole('list').first().getByRole('link').nth(1).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href!);
    await expect(panel(page)).toHaveCount(0);
  });

  test('the clear button empties the field and closes the results', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Vymazať hľadaný text' })).toHaveCount(0);
    await searchbox(page).fill('ajax');
    await expect(panel(page)).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Vymazať hľadaný text' }).click();
    await expect(searchbox(page)).toHaveValue('');
    await expect(searchbox(page)).toBeFocused();
    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Vymazať hľadaný text' })).toHaveCount(0);
  });
});

test.describe('results page', () => {
  test('Enter opens it: banner, horizontal cards, noindex, paging', async ({ page }) => {
    await page.goto('/');
    await searchbox(page).fill('kamera');
    await searchbox(page).press('Enter');
    await expect(page).toHaveURL('/search-product/kamera');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky vyhľadávania „kamera“');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(results(page).getByRole('listitem')).toHaveCount(12);
    await expect(results(page).getByText('Cena sa zobrazí po prihlásení').first()).toBeVisible();
    // from 751 px a result's picture is a narrow column beside its text, not above it
    const first = results(page).getByRole('listitem').first();
    const picture = await first.locator('img').boundingBox();
    const name = await first.getByRole('heading', { level: 2 }).boundingBox();
    const wide = page.viewportSize()!.width > 750;
    expect(picture!.width).toBeLessThanOrEqual(wide ? 11 * 16 : page.viewportSize()!.width);
    expect(wide ? name!.x >= picture!.x + picture!.width : name!.y >= picture!.y + picture!.height).toBe(true);
    const firstPage = await results(page).getByRole('heading', { level: 2 }).allTextContents();
    await page.getByRole('navigation', { name: 'Stránkovanie' }).getByRole('link', { name: 'Strana 2', exact: true }).click();
    await expect(page).toHaveURL('/search-product/kamera?pg=2');
    await expect(page.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
    const secondPage = await results(page).getByRole('heading', { level: 2 }).allTextContents();
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  test('keeps its query in the header search box, opened directly, by Enter or by Back; plural forms list cameras', async ({ page }) => {
    const sent = liveQueries(page);
    const cameraNames = async () => {
      await expect(results(page).getByRole('listitem')).toHaveCount(12);
      return results(page).getByRole('heading', { level: 2 }).allTextContents();
    };
    await page.goto('/search-product/kamery');
    await expect(searchbox(page)).toHaveValue('kamery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky vyhľadávania „kamery“');
    for (const name of await cameraNames()) expect(name).toMatch(/kamera/);
    await expect(panel(page)).toHaveCount(0);

    await searchbox(page).fill('kamier');
    await searchbox(page).press('Enter');
    await expect(page).toHaveURL('/search-product/kamier');
    await expect(searchbox(page)).toHaveValue('kamier');
    for (const name of await cameraNames()) expect(name).toMatch(/kamera/);

    await page.goBack();
    await expect(page).toHaveURL('/search-product/kamery');
    await expect(searchbox(page)).toHaveValue('kamery');
    await expect(panel(page)).toHaveCount(0);

    await page.goto(`/search-product/${encodeURIComponent('ústredne')}`);
    await expect(searchbox(page)).toHaveValue('ústredne');
    await expect(results(page).getByRole('heading', { level: 2 }).first()).toContainText('Ústredňa');
    // the page's own query is not searched again live: only what was typed was
    expect(sent.every((query) => query === 'kamier')).toBe(true);
  });

  test('is complete server HTML', async ({ request }) => {
    const response = await request.get('/search-product/ajax%20hub');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Výsledky vyhľadávania „ajax hub“');
    expect(html).toMatch(/Ústredňa Ajax Hub/);
  });

  test("says 'no results' when nothing matches", async ({ page }) => {
    await page.goto('/search-product/qqxzzvwj');
    await expect(page.getByRole('heading', { name: 'Žiadne výsledky' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Stránkovanie' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the form works without JavaScript', async ({ browser }) => {
    const page = await openWithoutJavaScript(browser, '/');
    await page.getByRole('searchbox', { name: 'Hľadať produkty' }).fill('ajax');
    await page.getByRole('button', { name: 'Hľadať', exact: true }).click();
    await expect(page).toHaveURL('/search-product/ajax');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky vyhľadávania „ajax“');
    await page.context().close();
  });
});

test.describe('search as a customer', () => {
  test('a customer sees prices excluding VAT in the live results and on the results page', async ({ page }) => {
    await signInAsDemo(page);
    await searchbox(page).fill('kamera');
    await expect(
      panel(page)
        .getByText(/\d+,\d{2} € bez DPH/)
        .first(),
    ).toBeVisible({ timeout: 15_000 });
    await searchbox(page).press('Enter');
    await expect(page).toHaveURL('/search-product/kamera');
    await expect(
      results(page)
        .getByText(/bez DPH/)
        .first(),
    ).toBeVisible();
    await expect(results(page).getByText('Cena sa zobrazí po prihlásení')).toHaveCount(0);
  });
});
