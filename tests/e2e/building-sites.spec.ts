import fs from 'node:fs';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { ordersResponseSchema } from '../../lib/contract/schemas/account';
import { pdfText } from '../support/pdf-text';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { acceptTerms, continueToStep, fillBilling } from './support/checkout-steps';
import { addToCartByApi, originOf, signInFreshCustomer } from './support/fresh-customer';
import { mailOf } from './support/mailbox';
import { placeAndWait } from './support/on-account';
import { shot } from './support/shot';

const CAMERA = 'ip-kamera-hikvision-ds-2cd2043g2-i-28';
const DETECTOR = 'pir-detektor-jablotron-ja-150p';
const SITE_STREET = 'Mlynské nivy 12';
const main = (page: Page) => page.getByRole('main');
const switcher = (page: Page) => page.getByTestId('site-switcher');
const siteList = (page: Page) => page.getByRole('group', { name: 'Pre ktorú stavbu objednávate?' });

/** Adds a building site through the API (decision 059); its id. */
async function addSite(page: Page, info: TestInfo, name: string, jobReference: string): Promise<number> {
  const answer = await page.request.post('/admin/v1/x/company/sites', {
    headers: { Origin: originOf(info) },
    data: { name, street: SITE_STREET, city: 'Bratislava', zip: '821 09', jobReference },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { site: { id: number } }).site.id;
}

/** Opens the header's site switcher and picks the site named `name`; waits for the button to name its reference and the list to close. */
async function pickSite(page: Page, name: string, reference: string) {
  await switcher(page).click();
  await siteList(page).getByRole('button', { name }).click();
  await expect(switcher(page)).toContainText(reference);
  // the list closes once the cart is read again: a tap before that would close it instead of opening it
  await expect(siteList(page)).toHaveCount(0);
}

/** A finger's target (docs/rules.md): at least 44 × 44 px. */
async function expectTapTarget(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
}

/** The text of a downloaded CSV (the link named `name`), its BOM dropped. */
async function csvOf(page: Page, name: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('link', { name }).click()]);
  return fs.readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
}

test.describe('building sites (a cart per site, the job reference on the order)', () => {
  test('switching sites in the header switches the cart; each keeps its lines; the switcher works by finger and keyboard', async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'sites');
    await addSite(page, info, 'Bytový dom Ružinov', 'BD-RUZ-01');
    await addSite(page, info, 'Hala Senec', 'HS-2026');
    await page.goto('/cart');
    await pickSite(page, 'Bytový dom Ružinov', 'BD-RUZ-01');
    await addToCartByApi(page, info, CAMERA, 2);
    await pickSite(page, 'Hala Senec', 'HS-2026');
    await addToCartByApi(page, info, DETECTOR, 1);
    await page.reload();
    await expect(page.getByTestId('current-site-note')).toContainText('Hala Senec');
    await expect(page.getByRole('heading', { name: /1 kus/ })).toBeVisible();

    await pickSite(page, 'Bytový dom Ružinov', 'BD-RUZ-01');
    await expect(page.getByTestId('current-site-note')).toContainText('BD-RUZ-01');
    await expect(page.getByRole('heading', { name: /2 kusy/ })).toBeVisible();

    // open: every choice is a finger's target on a phone, the page does not scroll sideways
    await expectTapTarget(switcher(page));
    // beside the logo, not over it (on a phone the shield alone stays)
    const logo = (await page
      .getByRole('banner')
      .getByRole('link', { name: /– úvodná stránka$/ })
      .boundingBox())!;
    expect((await switcher(page).boundingBox())!.x).toBeGreaterThanOrEqual(logo.x + logo.width);
    await switcher(page).click();
    await expect(siteList(page)).toBeVisible();
    for (const option of await siteList(page).getByRole('button').all()) await expectTapTarget(option);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'site-switcher-open');
    await page.keyboard.press('Escape');
    await expect(siteList(page)).toHaveCount(0);
    await expect(switcher(page)).toBeFocused();

    // by keyboard: Enter opens on the current site, Tab moves to the next, Enter picks it
    await page.keyboard.press('Enter');
    await expect(siteList(page).getByRole('button', { name: 'Bytový dom Ružinov' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(siteList(page).getByRole('button', { name: 'Hala Senec' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(switcher(page)).toContainText('HS-2026');
    await expect(switcher(page)).toBeFocused();
    await expect(page.getByRole('heading', { name: /1 kus/ })).toBeVisible();
    // opened again, the list starts on the current site
    await page.keyboard.press('Enter');
    await expect(siteList(page).getByRole('button', { name: 'Hala Senec' })).toBeFocused();
    await page.keyboard.press('Escape');

    await page.goto('/account/sites');
    await expect(page.getByRole('heading', { name: 'Hala Senec' })).toBeVisible();
    await expect(switcher(page)).toContainText('HS-2026');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, info, 'account-sites');
  });

  test('an order for a site goes to its address by default; its job reference is on the detail, mail, PDF and both CSV exports', async ({ page }, info) => {
    const email = await signInFreshCustomer(page, info, 'site-order');
    const site = await addSite(page, info, 'Hala Senec', 'HS-2026');
    expect((await page.request.put('/admin/v1/x/customer/site', { headers: { Origin: originOf(info) }, data: { site } })).status()).toBe(200);
    await addToCartByApi(page, info, CAMERA, 1);

    // the checkout starts with the site's address as the delivery address, which stays editable
    await page.goto('/checkout');
    await fillBilling(page);
    await expect(page.getByRole('checkbox', { name: 'Fakturačná adresa je zhodná s dodacou' })).not.toBeChecked();
    const delivery = page.getByRole('region', { name: 'Dodacia adresa' });
    await expect(delivery.getByTestId('site-delivery-note')).toContainText('Hala Senec (zákazka HS-2026)');
    await expect(delivery.getByLabel('Ulica a číslo')).toHaveValue(SITE_STREET);
    await expect(delivery.getByLabel('PSČ')).toHaveValue('821 09');
    await expect(delivery.getByLabel('Ulica a číslo')).toBeEditable();
    await delivery.getByLabel('Meno').fill('Peter');
    await delivery.getByLabel('Priezvisko').fill('Stavbyvedúci');
    await continueToStep(page, 2);
    await continueToStep(page, 3);
    await expect(main(page).getByText(SITE_STREET)).toBeVisible();
    await acceptTerms(page);
    await placeAndWait(page, 200);
    const { orders } = ordersResponseSchema.parse(await (await page.request.get('/admin/v1/customer/orders/12/0')).json());
    const order = orders[0]!;

    await page.goto('/account/orders');
    await expect(main(page).getByText('HS-2026').filter({ visible: true }).first()).toBeVisible();
    const ordersCsv = await csvOf(page, 'Stiahnuť objednávky (CSV)');
    expect(ordersCsv.split('\r\n')[0]).toContain('Zákazka');
    expect(ordersCsv).toContain('HS-2026');

    await page.goto(`/account/orderdetail/${order.id}`);
    await expect(main(page).getByText('Hala Senec · zákazka HS-2026')).toBeVisible();
    await expect(switcher(page)).toContainText('HS-2026');
    await expect(main(page).getByText(SITE_STREET)).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, info, 'order-with-site');
    expect(await mailOf('order-placed', email)).toContain('zákazka HS-2026');

    await page.goto('/account/invoices');
    const invoicesCsv = await csvOf(page, 'Stiahnuť faktúry (CSV)');
    expect(invoicesCsv.split('\r\n')[0]).toContain('Zákazka');
    expect(invoicesCsv).toContain('HS-2026');
    const pdfLink = main(page)
      .getByRole('link', { name: /^Stiahnuť faktúru č\. \d+ \(PDF\)$/ })
      .first();
    const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(await pdfText(await pdf.body())).toContain('Zákazka HS-2026');
  });
});
