import { expect, test, type Page, type Request, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { continueToStep, fillBilling, FINALIZE, pickPacketaPoint } from './support/checkout-steps';
import { addToCartByApi, signInFreshCustomer } from './support/fresh-customer';
import { holdCode, LISTING_CODE } from './support/held-code';

/**
 * Focus is never left on <body> (docs/rules.md#screens): after a filter loads the listing, after the
 * Packeta widget, between the checkout steps; and the order button says which consent is missing.
 */
const CAMERAS = '/category/cctv/ip-kamery';
const PRODUCT_SLUG = 'ip-kamera-hikvision-ds-2cd2043g2-i-28';
const CONSENT_REQUIRED = 'Bez tohto súhlasu nie je možné pokračovať.';
const isDesktop = (info: TestInfo) => info.project.name.startsWith('desktop');
const panel = (page: Page) => page.getByRole('navigation', { name: 'Filtre parametrov' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Filtre' });
const count = (page: Page) => page.locator('#listing-count');

/** What has focus: its tag, role, accessible-name-ish text and focus key; `body` when nothing has. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { tag: 'body' };
    return {
      tag: element.tagName.toLowerCase(),
      id: element.id,
      role: element.getAttribute('role'),
      key: element.getAttribute('data-focus-key'),
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
    };
  });

async function checkoutWithCart(page: Page, info: TestInfo) {
  await signInFreshCustomer(page, info, 'focus');
  await addToCartByApi(page, info, PRODUCT_SLUG);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: /^Krok 1 z 3/ })).toBeVisible();
}

test.describe('focus after a filter', () => {
  test('a filter chosen with the keyboard keeps focus on the listing it loads', async ({ page }, info) => {
    await page.goto(CAMERAS);
    if (isDesktop(info)) {
      await expect(page.locator('html[data-focus-across-loads]')).toBeAttached();
      // the value's link, followed with Enter: the same value (now chosen) has focus on the new page
      await panel(page)
        .getByRole('link', { name: /^4 Mpx,/ })
        .focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\?f=rozlisenie:4-mpx$/);
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'a', key: 'facet:rozlisenie:4-mpx', text: /^4 Mpx, \d+ produkt.*, vybrané$/ });
      // and taking it away again the same way
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${CAMERAS}$`));
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'a', key: 'facet:rozlisenie:4-mpx', text: /^4 Mpx, \d+ produkt[^,]*$/ });
    } else {
      // the phone drawer's button is gone once it loads the listing: the result count has focus, a live region
      await page.getByRole('button', { name: 'Filtre' }).click();
      const answered = page.waitForResponse((r) => r.url().includes('/admin/v1/x/category/') && r.status() === 200);
      await drawer(page)
        .getByRole('checkbox', { name: /^4 Mpx/ })
        .check();
      await answered;
      await drawer(page)
        .getByRole('button', { name: /^Zobraziť/ })
        .press('Enter');
      await expect(page).toHaveURL(/\?f=rozlisenie:4-mpx$/);
      await expect.poll(() => focused(page)).toMatchObject({ id: 'listing-count', role: 'status', text: /^\d+ produkt/ });
      await expect(count(page)).toBeInViewport();
    }

    // a removed chip is gone from the next page: the count takes focus
    await page.goto(`${CAMERAS}?f=krytie:ip66;rozlisenie:4-mpx`);
    // a keyboard user on a page whose script has run: a link followed before that loads without it
    await expect(page.locator('html[data-focus-across-loads]')).toBeAttached();
    await page.getByRole('link', { name: 'Zrušiť filter Krytie: IP66' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?f=rozlisenie:4-mpx$/);
    await expect.poll(() => focused(page)).toMatchObject({ id: 'listing-count', role: 'status' });
  });

  test('the ordering and the in-stock filter keep focus after their page loads', async ({ page }) => {
    await page.goto(CAMERAS);
    const ordering = page.getByRole('combobox', { name: 'Zoradiť' });
    // as a keyboard user: focus the control, then change it (before or after hydration alike)
    await ordering.focus();
    await ordering.selectOption({ label: 'Názov A – Z' });
    await expect(page).toHaveURL(/\?or=\d+$/);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'select', key: 'listing-or' });
    // Tab goes on from there, not from the top of the page
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'select', key: 'listing-lm' });

    await page.getByRole('checkbox', { name: 'Iba skladom' }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/st=1/);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'input', key: 'listing-st' });
    await expect(page.getByRole('checkbox', { name: 'Iba skladom' })).toBeChecked();
  });

  // On a slow phone the next page shows before its code runs, and the visitor scrolls on: focusing
  // the control then would pull the page back up under their finger, and a tap on the paginator
  // would land on the product text that moved there (a tap that did nothing, seen in the e2e runs).
  test('a visitor who scrolls before the page comes to life keeps the place, and the paginator works', async ({ page }) => {
    await page.goto('/category/cctv');
    await expect(page.locator('html[data-focus-across-loads]')).toBeAttached();
    const code = await holdCode(page, LISTING_CODE);
    await page.getByRole('checkbox', { name: 'Iba skladom' }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\?st=1$/);
    await expect.poll(code.held).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Stránkovanie' }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await code.release();
    await expect(page.locator('html[data-focus-across-loads]')).toBeAttached();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await focused(page)).toEqual({ tag: 'body' });
    await page.getByRole('link', { name: 'Nasledujúca strana' }).click();
    await expect(page).toHaveURL(/st=1&pg=2$/);
  });
});

test.describe('focus in the checkout', () => {
  test('after the Packeta widget and between the steps', async ({ page }, info) => {
    test.setTimeout(60_000);
    await checkoutWithCart(page, info);
    // the note is written from step 2: step 1 has no empty, disabled field for it
    await expect(page.getByLabel('Poznámka k objednávke')).toHaveCount(0);

    await pickPacketaPoint(page);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', text: 'Zmeniť výdajné miesto' });
    // closing the widget without a choice brings focus back too
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Výber výdajného miesta Zásielkovne' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', text: 'Zmeniť výdajné miesto' });

    await fillBilling(page);
    await continueToStep(page, 2);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', text: 'Krok 2 z 3: Platba' });
    await expect(page.getByLabel('Poznámka k objednávke')).toBeEnabled();
    await continueToStep(page, 3);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', text: 'Krok 3 z 3: Zhrnutie' });
    // Back (the browser's, then the button) focuses the heading of the step it returns to
    await page.goBack();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', text: 'Krok 2 z 3: Platba' });
    await page.getByRole('main').getByRole('button', { name: 'Späť', exact: true }).click();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', text: 'Krok 1 z 3: Doprava a údaje' });
  });

  test('the order button without the consents says which are missing and places nothing', async ({ page }, info) => {
    test.setTimeout(60_000);
    await checkoutWithCart(page, info);
    await fillBilling(page);
    await continueToStep(page, 2);
    await continueToStep(page, 3);

    const terms = page.getByRole('checkbox', { name: /všeobecnými obchodnými podmienkami/ });
    const privacy = page.getByRole('checkbox', { name: /spracovaním osobných údajov/ });
    const finalize = page.getByRole('button', { name: FINALIZE });
    await expect(finalize).toBeEnabled();
    await expect(page.getByText(CONSENT_REQUIRED)).toHaveCount(0);

    const writes: Request[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/admin/v1')) writes.push(request);
    });
    await finalize.click();
    await expect(page.getByText(CONSENT_REQUIRED)).toHaveCount(2);
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(privacy).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveAccessibleDescription(CONSENT_REQUIRED);
    await expect(terms).toBeFocused();
    await expect(page.getByRole('region', { name: 'Oznámenia' }).getByText('Formulár nie je vyplnený správne. Skontrolujte označené polia.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'checkout-consents');

    // one consent given: its error goes, the other stays and takes focus on the next press
    await terms.check();
    await expect(terms).not.toHaveAttribute('aria-invalid');
    await finalize.press('Enter');
    await expect(page.getByText(CONSENT_REQUIRED)).toHaveCount(1);
    await expect(privacy).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: /^Krok 3 z 3/ })).toBeVisible();
    expect(writes.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual([]);
  });
});

async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png` });
}
