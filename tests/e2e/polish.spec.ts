import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { signInAsDemo } from './support/login';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 751;

/** How many lines an element's text takes on screen (one rectangle per line box the text sits in). */
async function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    return tops.size;
  });
}

/** Every matching element's text on one line (one round trip for all of them); those that wrap are named. */
async function expectEachOnOneLine(locator: Locator, what: string) {
  const found = await locator.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      return { text: element.textContent ?? '', lines: tops.size };
    }),
  );
  expect(found.length, `no ${what} on the page`).toBeGreaterThan(0);
  expect(
    found.filter((f) => f.lines !== 1).map((f) => f.text),
    `${what} that wrap`,
  ).toEqual([]);
}

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  expect(rect).not.toBeNull();
  return rect!;
}

test.describe('what a designer would flag', () => {
  test('signed-in search overlay: on a phone the price sits under the name; codes never break', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Hľadať produkty' }).fill('kamera');
    const panel = page.getByRole('region', { name: 'Výsledky vyhľadávania' });
    const hits = panel.getByRole('list').first().getByRole('link');
    await expect(hits.first().getByText(/bez DPH$/)).toBeVisible({ timeout: 15_000 });
    for (const hit of (await hits.all()).slice(0, 3)) {
      const code = hit.getByText(/^Kód: /);
      const name = code.locator('xpath=preceding-sibling::*[1]');
      const price = hit.getByText(/bez DPH$/);
      const [nameBox, priceBox] = [await box(name), await box(price)];
      if (isPhone(page)) expect(priceBox.y, 'price below the name').toBeGreaterThanOrEqual(nameBox.y + nameBox.height - 1);
      else expect(priceBox.x, 'price beside the name').toBeGreaterThanOrEqual(nameBox.x + nameBox.width - 1);
      expect(await linesOf(code), `code "${await code.textContent()}" wraps`).toBe(1);
      expect(await linesOf(price), 'the price wraps').toBe(1);
    }
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  test('product cards: price, old price, discount badge and code each on one line (four columns at 1280 px)', async ({ page }) => {
    await signInAsDemo(page);
    // the most expensive first: the longest figures, and the offers with their old prices among them
    await page.goto('/category/cctv?or=3');
    const grid = page.getByRole('region', { name: 'Produkty' }).getByRole('list');
    const cards = grid.getByRole('article');
    await expect(cards.first().getByText(/bez DPH$/)).toBeVisible();
    if (!isPhone(page)) {
      const tops = await Promise.all([0, 1, 2, 3].map(async (i) => Math.round((await box(cards.nth(i))).y)));
      expect(new Set(tops).size, 'four cards in the first row').toBe(1);
    }
    await expectEachOnOneLine(grid.getByText(/ bez DPH$/), 'price');
    await expectEachOnOneLine(grid.getByText(/ s DPH$/), 'price with VAT');
    await expectEachOnOneLine(grid.getByText(/^Pôvodná cena /), 'old price');
    await expectEachOnOneLine(grid.getByText(/^Zľava \d+ %$/), 'discount badge');
    await expectEachOnOneLine(grid.getByText(/^Kód: /), 'code');
    // and nothing sticks out of its card
    const overflowing = await cards.evaluateAll((all) => all.filter((card) => card.scrollWidth > card.clientWidth).map((card) => card.textContent));
    expect(overflowing).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test("the drawer's line names keep clear of their chevrons", async ({ page }) => {
    test.skip(!isPhone(page), 'the drawer is for small screens');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const lines = drawer.getByRole('button', { expanded: false }).filter({ has: page.locator('svg') });
    await expect(lines.first()).toBeVisible();
    for (const line of await lines.all()) {
      const label = line.locator('span').first();
      const [labelBox, chevronBox] = [await box(label), await box(line.locator('svg').last())];
      expect(chevronBox.x - (labelBox.x + labelBox.width), `"${await label.textContent()}" runs into its chevron`).toBeGreaterThanOrEqual(8);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('the search results banner says "Výsledky vyhľadávania" once', async ({ page }) => {
    await page.goto('/search-product/kamera');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky vyhľadávania „kamera“');
    const text = (await page.getByRole('main').innerText()).toLowerCase();
    expect(text.split('výsledky vyhľadávania').length - 1).toBe(1);
    await expectNoSeriousA11yViolations(page);
  });

  test('an overdue invoice looks different from one not yet due and says "Po splatnosti"', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/account/invoices');
    const main = page.getByRole('main');
    // a table from 1201 px, cards below: whichever the customer sees
    const entries = main.getByRole(isPhone(page) ? 'listitem' : 'row');
    const overdue = entries.filter({ hasText: 'Po splatnosti' });
    const due = entries.filter({ hasText: 'Neuhradená' });
    await expect(overdue.first()).toBeVisible();
    await expect(due.first()).toBeVisible();
    await expect(overdue.first().getByText('Po splatnosti')).toBeVisible();
    const look = (locator: Locator) =>
      locator.evaluate((element) => {
        const badge = [...element.querySelectorAll('span')].find((span) => /^(Po splatnosti|Neuhradená)$/.test(span.textContent ?? ''));
        return { background: getComputedStyle(element).backgroundColor, badge: badge ? getComputedStyle(badge).backgroundColor : null };
      });
    const [overdueLook, dueLook] = [await look(overdue.first()), await look(due.first())];
    expect(overdueLook.background).not.toBe(dueLook.background);
    expect(overdueLook.badge).not.toBe(dueLook.badge);
    // a paid invoice carries neither mark
    await expect(
      entries
        .filter({ hasNotText: /Po splatnosti|Neuhradená/ })
        .filter({ hasText: /\d{10}/ })
        .first(),
    ).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });
});
