import fs from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { addToCartByApi, originOf, placeOrderByApi, signInFreshCustomer } from './support/fresh-customer';
import { shot } from './support/shot';

const CAMERA = 'ip-kamera-hikvision-ds-2cd2043g2-i-28';
const CABLE = 'instalacny-kabel-solarix-sxkd-5e-utp-pvc';

/** Adds a building site through the API (decision 059); its id. */
async function addSite(page: Page, info: TestInfo, name: string, jobReference: string): Promise<number> {
  const answer = await page.request.post('/admin/v1/x/company/sites', {
    headers: { Origin: originOf(info) },
    data: { name, street: 'Mlynské nivy 12', city: 'Bratislava', zip: '821 09', jobReference },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { site: { id: number } }).site.id;
}

/** Opens the header's site switcher and picks the site named `name`; waits for the button to name its reference. */
async function pickSite(page: Page, name: string, reference: string) {
  await page.getByTestId('site-switcher').click();
  await page.getByRole('group', { name: 'Pre ktorú stavbu objednávate?' }).getByRole('button', { name }).click();
  await expect(page.getByTestId('site-switcher')).toContainText(reference);
}

test.describe('building sites (a cart per site, the job reference on the order)', () => {
  test('switching sites in the header switches the cart; each keeps its lines', async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'sites');
    await addSite(page, info, 'Bytový dom Ružinov', 'BD-RUZ-01');
    await addSite(page, info, 'Hala Senec', 'HS-2026');
    await page.goto('/cart');
    await pickSite(page, 'Bytový dom Ružinov', 'BD-RUZ-01');
    await addToCartByApi(page, info, CAMERA, 2);
    await pickSite(page, 'Hala Senec', 'HS-2026');
    await addToCartByApi(page, info, CABLE, 1);
    await page.reload();
    await expect(page.getByTestId('current-site-note')).toContainText('Hala Senec');
    await expect(page.getByRole('heading', { name: /1 kus/ })).toBeVisible();

    await pickSite(page, 'Bytový dom Ružinov', 'BD-RUZ-01');
    await expect(page.getByTestId('current-site-note')).toContainText('BD-RUZ-01');
    await expect(page.getByRole('heading', { name: /2 kusy/ })).toBeVisible();
    await page.getByTestId('site-switcher').click();
    await expect(page.getByRole('group', { name: 'Pre ktorú stavbu objednávate?' })).toBeVisible();
    await shot(page, info, 'site-switcher-open');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('site-switcher')).toBeFocused();

    await page.goto('/account/sites');
    await expect(page.getByRole('heading', { name: 'Hala Senec' })).toBeVisible();
    await shot(page, info, 'account-sites');
  });

  test('an order for a site carries its job reference to the detail and the orders CSV', async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'site-order');
    const site = await addSite(page, info, 'Hala Senec', 'HS-2026');
    expect((await page.request.put('/admin/v1/x/customer/site', { headers: { Origin: originOf(info) }, data: { site } })).status()).toBe(200);
    await addToCartByApi(page, info, CAMERA, 1);
    const order = await placeOrderByApi(page, info, 1);

    await page.goto('/account/orders');
    await expect(page.getByText('HS-2026').first()).toBeVisible();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Stiahnuť objednávky (CSV)' }).click()]);
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Zákazka');
    expect(csv).toContain('HS-2026');

    await page.goto(`/account/orderdetail/${order.id}`);
    await expect(page.getByText('Hala Senec · zákazka HS-2026')).toBeVisible();
    await shot(page, info, 'order-with-site');
  });
});
