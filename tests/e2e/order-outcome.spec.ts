import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { invoicesResponseSchema, orderDetailResponseSchema } from '../../lib/contract/schemas/account';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { acceptTerms, continueToStep, fillBilling, FINALIZE } from './support/checkout-steps';
import { addToCartByApi, placeOrderByApi, signInFreshCustomer } from './support/fresh-customer';

const PRODUCT = 'ip-kamera-hikvision-ds-2cd2043g2-i-28';
const IBAN = 'SK24 1100 0000 0026 1234 5678'; // the demo shop's (SHOP_IBAN unset in the suite)
const CASH_ON_DELIVERY = 2;

const main = (page: Page) => page.getByRole('main');
/** Screenshots for a person to look at, only when E2E_SHOTS_DIR names a folder. */
async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png`, fullPage: true });
}
const toasts = (page: Page) => page.getByRole('region', { name: 'Oznámenia' });
const skDate = (iso: string) =>
  new Intl.DateTimeFormat('sk-SK', { timeZone: 'Europe/Bratislava', day: 'numeric', month: 'numeric', year: 'numeric' }).format(new Date(iso));
const skMoney = (amount: number) => new Intl.NumberFormat('sk-SK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

/** Checkout through the screens with the preselected courier and bank transfer. */
async function orderByTransfer(page: Page) {
  await page.goto('/checkout');
  await fillBilling(page);
  await continueToStep(page, 2);
  await expect(page.getByRole('radio', { name: /Bankový prevod/ })).toBeChecked();
  await continueToStep(page, 3);
  await acceptTerms(page);
  await page.getByRole('button', { name: FINALIZE }).click();
}

test.describe('what placing an order tells the customer', () => {
  test('the toast links to the new order; its detail shows the payment instructions with PAY by square; the list shows its status', async ({ page }, info) => {
    test.setTimeout(90_000);
    await signInFreshCustomer(page, info, 'prevod');
    await addToCartByApi(page, info, PRODUCT, 2);
    await orderByTransfer(page);

    // docs/rules.md#states kept: the success toast, then the order's confirmation; the toast names the order and leads to its detail
    await expect(toasts(page).getByText('Objednávka bola úspešne odoslaná.')).toBeVisible();
    await expect(page).toHaveURL(/\/objednavka\/\d+$/);
    const link = toasts(page).getByRole('link', { name: /^Zobraziť objednávku č\. \d{10}$/ });
    await expect(link).toBeVisible();
    // the pointer on the toast holds it open (its 5 s close waits), as it would for a customer reading it
    await link.hover();
    const number = /\d{10}/.exec((await link.textContent()) ?? '')![0];
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoSeriousA11yViolations(page);
    await link.click();
    await expect(page).toHaveURL(/\/account\/orderdetail\/\d+$/);
    await expect(page.getByRole('heading', { name: `Objednávka č. ${number}` })).toBeVisible();
    // following the link closed the toast
    await expect(toasts(page).getByText('Objednávka bola úspešne odoslaná.')).toHaveCount(0);

    // the instructions are the invoice's: IBAN, variable symbol, unpaid amount with VAT, due date
    const { invoices } = invoicesResponseSchema.parse(await (await page.request.get('/admin/v1/customer/invoices/12/0')).json());
    expect(invoices).toHaveLength(1);
    const invoice = invoices[0]!;
    const instructions = main(page).getByRole('region', { name: 'Platobné údaje' });
    await expect(instructions).toBeVisible();
    const fact = (label: string) =>
      instructions
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd');
    await expect(fact('IBAN')).toHaveText(IBAN);
    await expect(fact('Variabilný symbol \\(číslo faktúry\\)')).toHaveText(invoice.varsymbol);
    await expect(fact('Suma na úhradu')).toHaveText(`${skMoney(invoice.not_paid_amount)} €`);
    await expect(fact('Splatnosť')).toHaveText(skDate(invoice.due_to));
    const qr = instructions.getByRole('img', { name: 'QR kód PAY by square na zaplatenie objednávky' });
    await expect(qr).toBeVisible();
    const qrBox = (await qr.boundingBox())!;
    expect(qrBox.width).toBeGreaterThanOrEqual(150);
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d/);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'order-detail-transfer');

    // per customer: the page is never stored by a shared cache
    const html = await page.request.get(new URL(page.url()).pathname);
    expect(html.status()).toBe(200);
    expect(html.headers()['cache-control']).toContain('no-store');
    expect(html.headers()['cache-control']).toContain('private');

    // the list says where each order stands
    await page.goto('/account/orders');
    const status = main(page).getByText('Prijatá').filter({ visible: true });
    await expect(status).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });

  test('a cash-on-delivery order has no payment instructions, and its detail still says what it costs with VAT', async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'dobierka');
    await addToCartByApi(page, info, PRODUCT);
    const order = await placeOrderByApi(page, info, CASH_ON_DELIVERY);
    const detail = orderDetailResponseSchema.parse(await (await page.request.get(`/admin/v1/customer/order/detail/${order.id}/sk`)).json()).orders;
    expect(detail.payment_instructions).toBeNull();
    await page.goto(`/account/orderdetail/${order.id}`);
    await expect(page.getByRole('heading', { name: `Objednávka č. ${order.number}` })).toBeVisible();
    await expect(main(page).getByText('Dobierka (1,50')).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Platobné údaje' })).toHaveCount(0);
    // totals without VAT, the VAT and with VAT for every payment method (docs/rules.md#screens)
    const totals = main(page).getByTestId('order-totals');
    const total = (label: string) =>
      totals
        .locator('div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd');
    await expect(total('Spolu bez DPH')).toHaveText(`${skMoney(detail.price_without_vat)} €`);
    await expect(total('DPH')).toHaveText(`${skMoney(detail.vat!)} €`);
    await expect(total('Spolu s DPH')).toHaveText(`${skMoney(detail.price_with_vat!)} €`);
    expect(detail.vat!).toBeGreaterThan(0);
    await shot(page, info, 'order-detail-cod');
  });
});

test.describe('unknown orders are 404s', () => {
  test("an unknown id, a malformed id and another customer's order answer 404 with the not-found page", async ({ page, browser }, info) => {
    test.setTimeout(60_000);
    await signInFreshCustomer(page, info, 'cudzia');
    await addToCartByApi(page, info, PRODUCT);
    const foreign = await placeOrderByApi(page, info, CASH_ON_DELIVERY);
    const own = await page.goto(`/account/orderdetail/${foreign.id}`);
    expect(own?.status()).toBe(200);

    const context = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: info.project.use.viewport });
    const other = await context.newPage();
    try {
      await signInFreshCustomer(other, info, 'iny');
      for (const path of [`/account/orderdetail/${foreign.id}`, '/account/orderdetail/999999999', '/account/orderdetail/abc']) {
        const response = await other.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(other.getByRole('heading', { level: 1 }), path).toHaveText('Stránka sa nenašla');
        await expect(other.getByText(`Objednávka č. ${foreign.number}`)).toHaveCount(0);
      }
      await expectNoSeriousA11yViolations(other);
    } finally {
      await context.close();
    }
  });
});
