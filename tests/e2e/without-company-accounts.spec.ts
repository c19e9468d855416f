import { expect, test, type Page } from '@playwright/test';
import { addToCartByApi, originOf, placeOrderByApi, signInFreshCustomer } from './support/fresh-customer';
import { askedWhileMissing } from './support/missing-call';

const CAMERA = 'ip-kamera-hikvision-ds-2cd2043g2-i-28';

/** Every call of company accounts (docs/decisions/059-company-accounts.md): people, approvals, addresses, sites, the current site. */
const COMPANY_CALLS = ['/admin/v1/x/company/', '/admin/v1/x/cart/approval', '/admin/v1/x/customer/site'] as const;

/** The account menu's items of company accounts. */
const COMPANY_ITEMS = ['Ľudia vo firme', 'Schvaľovanie', 'Stavby'] as const;

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Sekcie účtu' });

test.describe('an upstream without company accounts (issue 46: the spec’s calls keep their meaning)', () => {
  test('a signed-in customer gets today’s shop: no role or sites, no company menu items, one basket, and no page asks a company call', async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    await signInFreshCustomer(page, info, 'bez-firiem');
    // a site kept in the embedded backend: only the user's missing has_sites must hide the switcher
    const site = await page.request.post('/admin/v1/x/company/sites', {
      headers: { Origin: originOf(info) },
      data: { name: 'Hala Senec', street: '', city: '', zip: '', jobReference: 'HS-2026' },
    });
    expect(site.status()).toBe(200);
    await addToCartByApi(page, info, CAMERA, 1);
    const order = await placeOrderByApi(page, info, 1);
    await addToCartByApi(page, info, CAMERA, 2);

    const failed: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/admin/v1/') && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const asked = await askedWhileMissing(page, info, COMPANY_CALLS, async () => {
      const pages = ['/', '/category/cctv', `/product/${CAMERA}`, '/cart', '/checkout', '/rychla-objednavka', `/account/orderdetail/${order.id}`];
      for (const path of [...pages, '/account', '/account/orders', '/account/invoices', '/account/addresses', '/account/details', '/account/wishlist']) {
        // every call a page sets off, from the server and after hydration, has been answered
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByTestId('site-switcher')).toHaveCount(0);
      }
      await page.goto('/account', { waitUntil: 'networkidle' });
      await expect(accountMenu(page).getByRole('link', { name: 'Objednávky' })).toBeVisible();
      for (const name of COMPANY_ITEMS) await expect(accountMenu(page).getByRole('link', { name })).toHaveCount(0);
      // one basket: the cart holds the lines of today's single cart, with no site named
      await page.goto('/cart', { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { name: /2 kusy/ })).toBeVisible();
      await expect(page.getByTestId('current-site-note')).toHaveCount(0);
    });
    expect(asked).toEqual(Object.fromEntries(COMPANY_CALLS.map((path) => [path, 0])));
    expect(failed).toEqual([]);

    // the same customer with the extensions there: the owner's items and the switcher come back, so their absence above was the upstream's doing
    await page.goto('/account', { waitUntil: 'networkidle' });
    for (const name of COMPANY_ITEMS) await expect(accountMenu(page).getByRole('link', { name })).toBeVisible();
    await expect(page.getByTestId('site-switcher')).toHaveCount(1);
  });
});
