import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { productResponseSchema } from '../../lib/contract/schemas/product';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { originOf, signInFreshCustomer } from './support/fresh-customer';

const PRODUCT_SLUG = 'ip-kamera-hikvision-ds-2cd2043g2-i-28';
const PRODUCT = `/product/${PRODUCT_SLUG}`;
const NAME = 'IP kamera bullet 4 Mpx, 2,8 mm, IR 40 m';
const isDesktop = (info: TestInfo) => info.project.name.startsWith('desktop');

const banner = (page: Page) => page.getByRole('banner');
const cartLink = (page: Page) => banner(page).getByRole('link', { name: /^Košík:/ });
const searchbox = (page: Page) => page.getByRole('searchbox', { name: 'Hľadať produkty' });
const searchPanel = (page: Page) => page.getByRole('region', { name: 'Výsledky vyhľadávania' });
/**
 * The open results have added their history entry (lib/browser/use-back-closes.ts pushes it a task
 * after they show): a Back before it leaves the page, as it would have before the results opened.
 */
const overlayEntryAdded = (page: Page) => page.waitForFunction(() => (history.state as Record<string, unknown> | null)?.secshopOverlay === true);

async function productOf(page: Page) {
  const response = await page.request.get(`/admin/v1/product/detail/url/${PRODUCT_SLUG}/sk`);
  return productResponseSchema.parse(await response.json()).product;
}

/** Adds pieces of the product to the customer's cart the way another tab would: straight through the API. */
async function addElsewhere(page: Page, info: TestInfo, productId: number, quantity: number) {
  const response = await page.request.put('/admin/v1/basket/add', {
    headers: { Origin: originOf(info) },
    data: { basket: null, product: productId, quantity },
  });
  expect(response.status()).toBe(200);
}

/** What a browser does when its user comes back to a tab: the window gets focus and the page becomes visible. */
async function returnToTab(page: Page) {
  await page.bringToFront();
  await page.evaluate(() => {
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test.describe('header and cart', () => {
  test('guests get no cart button, in the server HTML nor after hydration', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).not.toContain('href="/cart"');
    await page.goto('/');
    await expect(banner(page).getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
    // the page has hydrated and knows the visitor is a guest: the customer's corner never comes
    await expect(searchbox(page)).toBeEditable();
    await expect(banner(page).locator('a[href="/cart"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('signing out makes no customer call and meets no 401, in this tab nor in another one coming back', async ({ page, context }, info) => {
    await signInFreshCustomer(page, info, 'header');
    await page.goto('/');
    await expect(cartLink(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: /^Obľúbené produkty:/ })).toBeVisible();
    // a second tab of the same customer, left open on the cart
    const other = await context.newPage();
    await other.goto('/cart');
    await expect(cartLink(other)).toBeVisible();
    await page.bringToFront();

    const calls: string[] = [];
    const unauthorized: string[] = [];
    for (const tab of [page, other]) {
      tab.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/admin/v1/')) calls.push(pathname);
      });
      tab.on('response', (response) => {
        if (response.status() === 401) unauthorized.push(response.url());
      });
    }

    if (isDesktop(info)) await banner(page).getByRole('link', { name: 'Odhlásiť sa' }).click();
    else {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Odhlásiť sa' }).click();
    }
    await expect(page.getByRole('region', { name: 'Oznámenia' }).getByText('Odhlásenie prebehlo úspešne.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(cartLink(page)).toHaveCount(0);
    await returnToTab(page);

    // the other tab, coming back, shows the guest's header without asking for the customer's data
    await returnToTab(other);
    await expect(banner(other).getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
    await expect(cartLink(other)).toHaveCount(0);
    // a call the return set off went out in the same task as its focus event: one more frame in each
    // tab, and any such request has been seen
    for (const tab of [page, other]) await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    expect(calls).toEqual(['/admin/v1/sign/out/']);
    expect(unauthorized).toEqual([]);
  });

  test('the header and the cart page catch up when the tab regains focus', async ({ page, context }, info) => {
    await signInFreshCustomer(page, info, 'header');
    const product = await productOf(page);
    await addElsewhere(page, info, product.id, 1);
    await page.goto('/cart');
    const line = page.getByRole('listitem').filter({ hasText: NAME });
    await expect(line.getByRole('textbox', { name: `Množstvo: ${NAME}` })).toHaveValue('1');
    await expect(cartLink(page)).toHaveAccessibleName(/^Košík: 1 kus,/);

    // another tab of the same customer adds two more
    const other = await context.newPage();
    await addElsewhere(other, info, product.id, 2);
    await other.close();

    await returnToTab(page);
    await expect(cartLink(page)).toHaveAccessibleName(/^Košík: 3 kusy,/);
    await expect(line.getByRole('textbox', { name: `Množstvo: ${NAME}` })).toHaveValue('3');
  });

  test('the quantity field says why a typed number was not taken, and how much is in stock', async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'header');
    // Other tests order this camera at the same time, so its stock moves while this one runs: the
    // message is checked for what it must say (in stock + to order = typed), not for one figure.
    const { stock, unit_of_measure: unit } = await productOf(page);
    expect(stock).toBeGreaterThan(0);
    const typed = 999; // above any seeded stock, below 1 000 so no digit grouping
    expect(stock).toBeLessThan(typed);
    await page.goto(PRODUCT);
    const main = page.getByRole('main');
    const field = main.getByRole('textbox', { name: `Množstvo: ${NAME}` });
    await expect(field).toBeEditable();

    await field.fill(String(typed));
    const pieces = unit || 'ks';
    const overStock = new RegExp(`^Na sklade je (\\d+) ${pieces}, zvyšných (\\d+) ${pieces} bude na objednávku\\.$`);
    await expect(field).toHaveAccessibleDescription(overStock);
    const [, inStock, toOrder] =
      overStock.exec(await field.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '')) ?? [];
    expect(Number(inStock)).toBeGreaterThan(0);
    expect(Number(inStock) + Number(toOrder)).toBe(typed);
    await expect(field).toHaveAttribute('aria-invalid', 'false');

    await field.fill('0');
    await expect(field).toHaveAccessibleDescription('Najmenšie množstvo je 1.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.blur();
    // not taken: the field shows the last quantity taken again, and the message stays
    await expect(field).toHaveValue(String(typed));
    await expect(main.getByText('Najmenšie množstvo je 1.')).toBeVisible();

    await field.fill('2a');
    await expect(field).toHaveAccessibleDescription('Zadajte množstvo číslicami.');
    await field.fill('10000');
    await expect(field).toHaveAccessibleDescription('Naraz sa dá objednať najviac 9999.');
    await field.blur();
    await expect(field).toHaveValue(String(typed));

    await field.fill('1');
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await expect(main.getByText('Naraz sa dá objednať najviac 9999.')).toHaveCount(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await field.fill('0');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('navigation by keyboard and on the phone', () => {
  test('the menu bar: Tab walks the top bar; Enter, Space and ArrowDown open a panel, Escape closes it', async ({ page }, info) => {
    test.skip(!isDesktop(info), 'the menu bar is for large screens');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Produktové rady' });
    const firstLine = nav.getByRole('link', { name: 'Zabezpečovacie systémy', exact: true });
    const cctv = nav.getByRole('link', { name: 'Kamerové systémy', exact: true });
    const cctvToggle = nav.getByRole('button', { name: 'Kategórie: Kamerové systémy' });
    const cctvAll = nav.getByRole('link', { name: 'Všetko z kategórie Kamerové systémy' });
    await expect(cctvToggle).toHaveAttribute('aria-expanded', 'false');

    // Tab goes from line to line (each with its toggle), never into a closed panel
    await firstLine.focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Kategórie: Zabezpečovacie systémy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cctv).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cctvToggle).toBeFocused();
    await expect(cctvAll).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(cctvToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(cctvAll).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(cctvAll).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(cctvAll).toBeHidden();
    await expect(cctvToggle).toBeFocused();
    await expect(cctvToggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(cctvAll).toBeVisible();
    await page.keyboard.press('Space');
    await expect(cctvAll).toBeHidden();

    // ArrowDown on the line's link opens its panel at the first link; arrows move inside it
    await cctv.focus();
    await page.keyboard.press('ArrowDown');
    await expect(cctvAll).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.locator('a[href^="/category/cctv/"]').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(cctvAll).toBeHidden();
    await expect(cctv).toBeFocused();
  });

  test('the search results close on Back instead of leaving the page', async ({ page }) => {
    await page.goto('/blog');
    await page.goto('/');
    await searchbox(page).fill('ajax');
    await expect(searchPanel(page)).toBeVisible({ timeout: 15_000 });
    await overlayEntryAdded(page);
    await page.goBack();
    await expect(searchPanel(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', '');
    await expect(searchbox(page)).toHaveValue('ajax');

    // closed another way, the results leave no extra step in the history
    await searchbox(page).fill('ajax hub');
    await expect(searchPanel(page)).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(searchPanel(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a result followed from the search panel is one step back from the page it was found on', async ({ page }) => {
    await page.goto('/');
    await searchbox(page).fill('hikvision');
    const first = searchPanel(page).getByRole('list').first().getByRole('link').first();
    await expect(first).toBeVisible({ timeout: 15_000 });
    await first.click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(searchPanel(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(searchPanel(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test("the product page's breadcrumb shows the category trail", async ({ page }) => {
    await page.goto(PRODUCT);
    const trail = page.getByRole('navigation', { name: 'Navigačná cesta' });
    await expect(trail.getByRole('link', { name: 'Domov' })).toHaveAttribute('href', '/');
    await expect(trail.getByRole('link', { name: 'Kamerové systémy' })).toHaveAttribute('href', '/category/cctv');
    const deeper = trail.locator('a[href^="/category/cctv/"]');
    expect(await deeper.count()).toBeGreaterThan(0);
    await expect(trail.getByText(NAME)).toHaveAttribute('aria-current', 'page');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('BreadcrumbList') && text.includes('Kamerové systémy'))).toBe(true);
  });

  test('terms, privacy and contact are in the drawer on a phone; the footer keeps its links on large screens', async ({ page }, info) => {
    await page.goto('/');
    const footerLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Dôležité odkazy' });
    if (isDesktop(info)) {
      await expect(footerLinks.getByRole('link', { name: 'Všeobecné obchodné podmienky' })).toBeVisible();
      return;
    }
    await expect(footerLinks).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog');
    const terms = drawer.getByRole('link', { name: 'Všeobecné obchodné podmienky' });
    await expect(terms).toHaveAttribute('href', '/page/sk/vseobecne-obchodne-podmienky');
    await expect(drawer.getByRole('link', { name: 'Ochrana osobných údajov' })).toHaveAttribute('href', '/page/sk/ochrana-osobnych-udajov');
    await expect(drawer.getByRole('link', { name: /^Telefón:/ })).toHaveAttribute('href', /^tel:/);
    await expect(drawer.getByRole('link', { name: /^E-mail:/ })).toHaveAttribute('href', /^mailto:/);
    await terms.scrollIntoViewIfNeeded();
    await expect(terms).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await terms.click();
    await expect(page).toHaveURL(/\/page\/sk\/vseobecne-obchodne-podmienky$/);
    await expect(drawer).toBeHidden();
  });
});
