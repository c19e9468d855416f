import { expect, test, type Page } from '@playwright/test';
import { addToCartByApi, signInFreshCustomer } from './support/fresh-customer';
import { signIn, signInAsDemo } from './support/login';
import { shot } from './support/shot';

// Issue 45: each company's own prices and volume breaks in the storefront, on the seeded demo
// (lib/backend/seed/trade-terms.ts): JA-150P has a net price and breaks on "Montážnik" (the demo's
// list) and another net price on "Základný"; NP7-12 has breaks for everyone.

const JA_150P = '/product/pir-detektor-jablotron-ja-150p';
const NP7_12 = 'akumulator-yuasa-yuasa-np7-12';

const figures = (page: Page) =>
  page
    .getByRole('main')
    .getByText(/€ bez DPH$/)
    .first();

test('the demo reads its list price with the list price struck through, and its breaks without and with VAT', async ({ page }, info) => {
  await signInAsDemo(page);
  await page.goto(JA_150P);
  await expect(figures(page)).toHaveText('33,50 € bez DPH');
  // the buy box's line (a related product's card may show the same list price further down)
  await expect(page.getByText('Pôvodná cena 42,00 €').first()).toBeVisible();
  const breaks = page.getByRole('table', { name: 'Množstevné ceny' });
  await expect(breaks.getByRole('row')).toHaveText([/Množstvo/, 'od 10 ks31,90 €39,24 €', 'od 50 ks29,90 €36,78 €']);
  await shot(page, info, 'product-breaks');
});

test('Montáže Východ reads its own list price of the same product', async ({ page }) => {
  await signIn(page, 'montaz@securitech.sk', 'Demo1234!');
  await page.goto(JA_150P);
  await expect(figures(page)).toHaveText('39,90 € bez DPH');
  await expect(page.getByRole('table', { name: 'Množstevné ceny' })).toHaveCount(0);
});

test('a cart line says how many more pieces reach the next break, and is priced by the break it reaches', async ({ page }, info) => {
  await signInFreshCustomer(page, info, 'breaks');
  await addToCartByApi(page, info, NP7_12, 8);
  await page.goto('/cart');
  const line = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Odstrániť z košíka:/ }) })
    .filter({ hasText: 'NP7-12' });
  await expect(line.getByText('Ešte 2 ks a cena bude 17,50 €/ks')).toBeVisible();
  await shot(page, info, 'cart-next-break');
  const plus = line.getByRole('button', { name: 'Zvýšiť množstvo' });
  await plus.click();
  await plus.click();
  await expect(line.getByText('Množstevná cena od 10 ks')).toBeVisible();
  await expect(line.getByText('Ešte 40 ks a cena bude 16,40 €/ks')).toBeVisible();
  await expect(line.getByText('175,00 €')).toBeVisible();
});
