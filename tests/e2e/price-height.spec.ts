import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from './support/login';

// Issue 24 item 1: nothing moves when a customer's prices arrive. A card's skeleton used to have no
// line for the discount, so a discounted card's price block grew by a line when its figures came.

const CUSTOMER_PRICES = /\/admin\/v1\/x\/customer\/(page|prices)/;

/** Each card's painted price block height (the skeleton or the figures), in the cards' order. */
function priceBlockHeights(page: Page): Promise<Array<number | null>> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main article')].map((card) => {
      const skeleton = [...card.querySelectorAll('[aria-busy="true"]')].find((el) => el.checkVisibility());
      const figures = [...card.querySelectorAll('p')].find((p) => /bez DPH/.test(p.textContent ?? ''))?.parentElement;
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
  await expect(main.locator('article [aria-busy="true"]').filter({ visible: true }).first()).toBeVisible();
  const skeletons = await priceBlockHeights(page);
  release();
  await expect(main.locator('article').getByText(/\d\s*€\s*bez DPH/).first()).toBeVisible();
  await expect(main.locator('article [aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
  // the case that moved: at least one card of the list shows a discount (the seed discounts about a fifth)
  await expect(main.locator('article p s').first()).toBeVisible();
  const figures = await priceBlockHeights(page);
  expect(figures.length).toBeGreaterThan(0);
  expect(figures).toEqual(skeletons);
});
