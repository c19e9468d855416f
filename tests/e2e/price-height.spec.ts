import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from './support/login';
import { firstNetPrice } from './support/net-price';

// Issue 24 item 1: nothing moves when a customer's prices arrive. A card's skeleton used to have no
// line for the discount, so a discounted card's price block grew by a line when its figures came.

const CUSTOMER_PRICES = /\/admin\/v1\/x\/customer\/(page|prices)/;

/**
 * Each card's painted price block height (the skeleton or the figures), in the cards' order. Until
 * the session is known the skeleton is the paragraph that holds the guest text: on the signed-in
 * hint CSS draws the skeleton's lines on it and hides the text.
 */
function priceBlockHeights(page: Page): Promise<Array<number | null>> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main article')].map((card) => {
      const paragraphs = [...card.querySelectorAll('p')];
      const skeleton =
        [...card.querySelectorAll('[aria-busy="true"]')].find((el) => el.checkVisibility()) ??
        paragraphs.find((p) => p.checkVisibility() && /po prihlásení/.test(p.textContent ?? ''));
      const figures = paragraphs.find((p) => /bez DPH/.test(p.textContent ?? ''))?.parentElement;
      const block = skeleton ?? figures;
      return block ? block.getBoundingClientRect().height : null;
    }),
  );
}

test('a signed-in card keeps its price block height when the prices arrive, with a discount or without', async ({ page }) => {
  await signInAsDemo(page);
  // the customer's prices held back until the skeletons are measured
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CUSTOMER_PRICES, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/category/cctv');
  const main = page.getByRole('main');
  await expect(main.locator('article').first()).toBeVisible();
  const skeletons = await priceBlockHeights(page);
  expect(skeletons.every((height) => height !== null && height > 0)).toBe(true);
  release();
  await expect(firstNetPrice(main.locator('article'))).toBeVisible();
  await expect(main.locator('article [aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
  // the case that moved: at least one card of the list shows a discount (the seed discounts about a fifth)
  await expect(main.locator('article p s').first()).toBeVisible();
  const figures = await priceBlockHeights(page);
  expect(figures.length).toBeGreaterThan(0);
  expect(figures).toEqual(skeletons);
});

/**
 * Each card's footer (price block and add row) as painted: its height, and its top within the card,
 * in the cards' order. Its first element is the price block (skeleton, figures, or guest paragraph).
 */
function footerBoxes(page: Page): Promise<Array<[number, number] | null>> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main article')].map((card) => {
      const block = [...card.querySelectorAll('p')].find((p) => /bez DPH|po prihlásení/.test(p.textContent ?? '')) ?? card.querySelector('[aria-busy="true"]');
      const footer = block?.closest('article > * > div:last-child, article > div:last-child');
      if (!footer) return null;
      const box = footer.getBoundingClientRect();
      return [Math.round(box.height), Math.round(box.top - card.getBoundingClientRect().top)];
    }),
  );
}

// A guest card's HTML carries the customer's outline as CSS on elements it has anyway (the guest text
// is the price skeleton, the add row one element drawing the quantity and the button): it must take
// exactly the place of the customer's live row and figures (as high as the skeleton: the test above),
// at every width the cards take.
// One test per width: each loads the list twice (live and outline), and seven widths in one test came
// within a second of the test's time limit on a loaded machine.
for (const width of [360, 390, 430, 768, 1024, 1280, 1440]) {
  test(`the server's outline on the hint takes the customer's places at ${width} px: every card's footer where the live one is`, async ({ page }) => {
    await signInAsDemo(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/category/cctv');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: /^(Do košíka|Na objednávku):/ }).first()).toBeVisible();
    await expect(main.locator('article [aria-busy="true"]')).toHaveCount(0);
    const live = await footerBoxes(page);

    const outlinePage = await page.context().newPage();
    // the page's own JavaScript held back: what paints from the HTML and the head's script alone
    await outlinePage.route('**/_next/static/**/*.js*', (route) => route.abort());
    await outlinePage.setViewportSize({ width, height: 900 });
    await outlinePage.goto('/category/cctv');
    await expect(outlinePage.getByRole('main').getByText('Cena sa zobrazí po prihlásení').filter({ visible: true })).toHaveCount(0);
    const outline = await footerBoxes(outlinePage);
    expect(live.length).toBeGreaterThan(0);
    expect(live.every(Boolean)).toBe(true);
    expect(outline).toEqual(live);
  });
}
