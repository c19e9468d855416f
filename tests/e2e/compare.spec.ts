import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { signInFreshCustomer } from './support/fresh-customer';

// 4 Mpx bullet cameras: the same resolution and protection, different lenses and IR ranges
const LISTING = '/category/cctv/ip-kamery/bullet-kamery/4mpx';
const PRODUCT = '/product/ip-kamera-hikvision-ds-2cd2043g2-i-28';
const PRODUCT_NAME = 'IP kamera bullet 4 Mpx, 2,8 mm, IR 40 m';
const LIMIT_TEXT = 'Porovnať môžete najviac 4 produkty. Odoberte niektorý z porovnania.';
const isPhone = (info: TestInfo) => info.project.name.startsWith('mobile');

const compareLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Porovnanie produktov: / });
const toasts = (page: Page) => page.getByRole('region', { name: 'Oznámenia' });
/** The listing's cards other than PRODUCT (which the test adds from its own page). */
const otherCards = (page: Page) => page.getByRole('article').filter({ hasNotText: PRODUCT_NAME });
const toggleOf = (scope: Locator | Page) => scope.getByRole('button', { name: /^Porovnať: / });
const table = (page: Page) => page.getByRole('region', { name: /^Porovnávané produkty/ }).getByRole('table');
const productHeads = (page: Page) => table(page).locator('thead th');
const parameterRows = (page: Page) =>
  table(page)
    .locator('tbody tr')
    .filter({ has: page.locator('th[scope="row"]') });

/** Screenshots for a person to look at, only when E2E_SHOTS_DIR names a folder. */
async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png`, fullPage: true });
}

/** The header keeps its icons apart and the page its width, also with the comparison's link in it. */
async function expectHeaderFits(page: Page) {
  const logo = (await page
    .getByRole('banner')
    .getByRole('link', { name: /úvodná stránka$/ })
    .boundingBox())!;
  const link = (await compareLink(page).boundingBox())!;
  const apart = link.x >= logo.x + logo.width || link.y >= logo.y + logo.height;
  expect(apart, 'the comparison link overlaps the logo').toBe(true);
  expect(await hasHorizontalScroll(page)).toBe(false);
}

/** Two cards of the listing and PRODUCT from its page: the header counts 3, every toggle says so. */
async function addThree(page: Page, info: TestInfo, customer = false): Promise<string[]> {
  await page.goto(LISTING);
  const names: string[] = [];
  for (const index of [0, 1]) {
    const card = otherCards(page).nth(index);
    names.push((await card.getByRole('heading').textContent())!.trim());
    await toggleOf(card).click();
    await expect(toggleOf(card)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(compareLink(page)).toHaveAccessibleName('Porovnanie produktov: 2');
  await page.goto(PRODUCT);
  const toggle = page.getByRole('main').getByRole('button', { name: `Porovnať: ${PRODUCT_NAME}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(compareLink(page)).toHaveAccessibleName('Porovnanie produktov: 3');
  // a customer's buy box holds the quantity, the cart button, the heart and the toggle: it must wrap, not widen the page
  if (customer) await expect(page.getByRole('main').getByRole('button', { name: `Do košíka: ${PRODUCT_NAME}` })).toBeVisible();
  await expectHeaderFits(page);
  await shot(page, info, 'compare-product-page');
  return [...names, PRODUCT_NAME];
}

/** Turns 'Iba rozdiely' on: what remains are the marked rows only, fewer than before. */
async function showOnlyDifferences(page: Page) {
  const all = await parameterRows(page).count();
  const differing = parameterRows(page).filter({ hasText: '(líši sa)' });
  const marked = await differing.count();
  expect(marked).toBeGreaterThan(0);
  await page.getByRole('switch', { name: 'Iba rozdiely' }).check();
  // the fact rows (vendor, stock, price…) stay, the equal parameters (resolution, protection) go
  await expect(table(page).getByRole('rowheader', { name: 'Krytie', exact: true })).toHaveCount(0);
  await expect(parameterRows(page)).not.toHaveCount(all);
  await expect(differing).toHaveCount(marked);
}

test.describe('comparison', () => {
  test.slow();

  test('guest: adds 3 from cards and the product page, refuses a fifth, compares without prices, removes and keeps the list', async ({
    page,
    context,
  }, info) => {
    await page.goto('/porovnanie');
    await expect(page.getByRole('heading', { name: 'Zatiaľ neporovnávate žiadne produkty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prejsť do katalógu' })).toBeVisible();
    await expect(compareLink(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'compare-empty');

    const names = await addThree(page, info);

    // a fourth fits, a fifth is refused with the reason and a way to the comparison
    await page.goto(LISTING);
    const fourth = otherCards(page).nth(2);
    await expect(toggleOf(otherCards(page).nth(0))).toHaveAttribute('aria-pressed', 'true');
    await toggleOf(fourth).click();
    await expect(compareLink(page)).toHaveAccessibleName('Porovnanie produktov: 4');
    const fifth = otherCards(page).nth(3);
    await toggleOf(fifth).click();
    await expect(toasts(page).getByText(LIMIT_TEXT)).toBeVisible();
    await expect(toggleOf(fifth)).toHaveAttribute('aria-pressed', 'false');
    await expect(compareLink(page)).toHaveAccessibleName('Porovnanie produktov: 4');
    await shot(page, info, 'compare-listing-full');
    await toggleOf(fourth).click();
    await expect(compareLink(page)).toHaveAccessibleName('Porovnanie produktov: 3');
    await toasts(page).getByRole('link', { name: 'Otvoriť porovnanie' }).click();
    await page.waitForURL('**/porovnanie');

    await expect(productHeads(page)).toHaveCount(3);
    for (const name of names) await expect(table(page).getByRole('link', { name })).toBeVisible();
    // guests: the sign-in note in every column, no figure anywhere
    await expect(table(page).getByText('Cena sa zobrazí po prihlásení')).toHaveCount(3);
    await expect(page.getByRole('main')).not.toContainText('€');
    await expect(table(page).getByRole('button', { name: /^(Do košíka|Na objednávku)/ })).toHaveCount(0);
    // the parameters line up by group and name; the equal resolution row is not marked
    await expect(table(page).getByRole('rowheader', { name: 'Rozlíšenie', exact: true })).toBeVisible();
    await expect(table(page).getByRole('rowheader', { name: /^IR prísvit.*líši sa/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'compare-guest');

    if (isPhone(info)) {
      // the products scroll inside the table, the names' column stays put, the page never scrolls sideways
      expect(await hasHorizontalScroll(page)).toBe(false);
      const scroller = page.getByRole('region', { name: /^Porovnávané produkty/ });
      const rowHead = table(page).getByRole('rowheader', { name: 'Rozlíšenie', exact: true });
      const before = (await rowHead.boundingBox())!.x;
      await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
      expect((await rowHead.boundingBox())!.x).toBe(before);
    }

    await showOnlyDifferences(page);

    // remove one: the column and the count go; the list outlives a reload and a new visit
    await table(page)
      .getByRole('button', { name: `Odobrať z porovnania: ${names[0]}` })
      .click();
    await expect(productHeads(page)).toHaveCount(2);
    await expect(compareLink(page)).toHaveAccessibleName('Porovnanie produktov: 2');
    await page.reload();
    await expect(productHeads(page)).toHaveCount(2);
    await page.close();
    const later = await context.newPage();
    await later.goto(LISTING);
    await expect(compareLink(later)).toHaveAccessibleName('Porovnanie produktov: 2');

    // another tab follows a change at once (storage event); 'Vymazať porovnanie' empties the list
    const other = await context.newPage();
    await other.goto('/porovnanie');
    await other.getByRole('button', { name: 'Vymazať porovnanie' }).click();
    await expect(other.getByRole('heading', { name: 'Zatiaľ neporovnávate žiadne produkty' })).toBeVisible();
    await expect(compareLink(later)).toHaveCount(0);
    await expect(toggleOf(otherCards(later).first())).toHaveAttribute('aria-pressed', 'false');
  });

  test('the page and the cards come from the server without any compared product or price', async ({ request }) => {
    const html = await (await request.get('/porovnanie')).text();
    expect(html).toContain('Porovnanie produktov');
    expect(html).toContain('noindex');
    expect(html).not.toContain(PRODUCT_NAME);
    const listing = await (await request.get(LISTING)).text();
    expect(listing).not.toContain('aria-pressed="true"');
  });

  test('customer: prices excluding VAT and the cart in the comparison, differences only', async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'compare');
    await addThree(page, info, true);
    await compareLink(page).click();
    await page.waitForURL('**/porovnanie');
    await expect(productHeads(page)).toHaveCount(3);
    await expectHeaderFits(page);
    const priceRow = table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Cena bez DPH' }) });
    await expect(priceRow.getByRole('cell').filter({ hasText: /€.*bez DPH/ })).toHaveCount(3);
    await expect(table(page).getByText('Cena sa zobrazí po prihlásení')).toHaveCount(0);
    await expect(table(page).getByRole('button', { name: /^(Do košíka|Na objednávku): / })).toHaveCount(3);
    await showOnlyDifferences(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'compare-customer');
  });
});
