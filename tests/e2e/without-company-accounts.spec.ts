import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { addToCartByApi, originOf, placeOrderByApi, signInFreshCustomer } from './support/fresh-customer';
import { askedWhileMissing } from './support/missing-call';

const CAMERA = 'ip-kamera-hikvision-ds-2cd2043g2-i-28';

/** Every call of company accounts (docs/decisions/059-company-accounts.md): people, approvals, addresses, sites, the current site. */
const COMPANY_CALLS = ['/admin/v1/x/company/', '/admin/v1/x/cart/approval', '/admin/v1/x/customer/site'] as const;

/** The account menu's items of company accounts. */
const COMPANY_ITEMS = ['Ľudia vo firme', 'Schvaľovanie', 'Stavby'] as const;

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Sekcie účtu' });

/** A customer with a site kept in the embedded backend, a placed order and two pieces in the cart. */
async function customerWithHistory(page: Page, info: TestInfo, name: string): Promise<number> {
  await signInFreshCustomer(page, info, name);
  // a site kept in the embedded backend: only the user's missing has_sites must hide the switcher
  const site = await page.request.post('/admin/v1/x/company/sites', {
    headers: { Origin: originOf(info) },
    data: { name: 'Hala Senec', street: '', city: '', zip: '', jobReference: 'HS-2026' },
  });
  expect(site.status()).toBe(200);
  await addToCartByApi(page, info, CAMERA, 1);
  const order = await placeOrderByApi(page, info, 1);
  await addToCartByApi(page, info, CAMERA, 2);
  return order.id;
}

/** Opens each page with the company calls missing upstream; none is asked, no call fails, no switcher is drawn. */
async function visitWithoutCompanyCalls(page: Page, info: TestInfo, paths: string[], then: () => Promise<void>) {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/admin/v1/') && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  const asked = await askedWhileMissing(page, info, COMPANY_CALLS, async () => {
    for (const path of paths) {
      // every call a page sets off, from the server and after hydration, has been answered
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByTestId('site-switcher')).toHaveCount(0);
    }
    await then();
  });
  expect(asked).toEqual(Object.fromEntries(COMPANY_CALLS.map((path) => [path, 0])));
  expect(failed).toEqual([]);
}

test.describe('an upstream without company accounts (issue 46: the spec’s calls keep their meaning)', () => {
  // a dozen pages each waited to quiet: the 90 s the one test had before it was split in two
  test.slow();

  test('the shop’s pages for a signed-in customer: no sites, one basket, and no page asks a company call', async ({ page }, info) => {
    const order = await customerWithHistory(page, info, 'bez-firiem-obchod');
    const pages = ['/', '/category/cctv', `/product/${CAMERA}`, '/cart', '/checkout', '/rychla-objednavka', `/account/orderdetail/${order}`];
    await visitWithoutCompanyCalls(page, info, pages, async () => {
      // one basket: the cart holds the lines of today's single cart, with no site named
      await page.goto('/cart', { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { name: /2 kusy/ })).toBeVisible();
      await expect(page.getByTestId('current-site-note')).toHaveCount(0);
    });
  });

  test('the account: no role, no company menu items, no page asks a company call; with the extensions they come back', async ({ page }, info) => {
    await customerWithHistory(page, info, 'bez-firiem-ucet');
    const pages = ['/account/orders', '/account/invoices', '/account/addresses', '/account/details', '/account/wishlist'];
    await visitWithoutCompanyCalls(page, info, pages, async () => {
      await page.goto('/account', { waitUntil: 'networkidle' });
      await expect(accountMenu(page).getByRole('link', { name: 'Objednávky' })).toBeVisible();
      for (const name of COMPANY_ITEMS) await expect(accountMenu(page).getByRole('link', { name })).toHaveCount(0);
      await expect(page.getByTestId('site-switcher')).toHaveCount(0);
    });

    // the same customer with the extensions there: the owner's items and the switcher come back, so their absence above was the upstream's doing
    await page.goto('/account', { waitUntil: 'networkidle' });
    for (const name of COMPANY_ITEMS) await expect(accountMenu(page).getByRole('link', { name })).toBeVisible();
    await expect(page.getByTestId('site-switcher')).toHaveCount(1);
  });
});
