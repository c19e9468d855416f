import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { invoicesResponseSchema, orderDetailResponseSchema } from '../../lib/contract/schemas/account';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { acceptTerms, continueToStep, fillBilling, FINALIZE, pickPacketaPoint } from './support/checkout-steps';
import { addToCartByApi, placeOrderByApi, signInFreshCustomer } from './support/fresh-customer';
import { orderLinkFromMail } from './support/mailbox';
import { expectNotFoundPage } from './support/not-found';

// docs/decisions/060-order-confirmation-page.md: where placing an order lands, and again from the mail and the orders list.
const PRODUCT = 'ip-kamera-hikvision-ds-2cd2043g2-i-28';
const HEADING = 'Ďakujeme, objednávku sme prijali';
const CASH_ON_DELIVERY = 2;

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: 'Oznámenia' });
const skMoney = (amount: number) => `${new Intl.NumberFormat('sk-SK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} €`;
const skDate = (iso: string) =>
  new Intl.DateTimeFormat('sk-SK', { timeZone: 'Europe/Bratislava', day: 'numeric', month: 'numeric', year: 'numeric' }).format(new Date(iso));

/** Screenshots for a person to look at, only when E2E_SHOTS_DIR names a folder. */
async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png`, fullPage: true });
}

/** The value beside `label` in a description list inside `scope`. */
const valueOf = (page: Page, scope: ReturnType<Page['locator']>, label: string) =>
  scope
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }) })
    .locator('dd');

/** The confirmation page of this order as a customer sees it: heading, number, QR, totals, delivery to the Packeta point. */
async function expectConfirmation(page: Page, orderId: number) {
  const detail = orderDetailResponseSchema.parse(await (await page.request.get(`/admin/v1/customer/order/detail/${orderId}/sk`)).json()).orders;
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(valueOf(page, main(page), 'Číslo objednávky')).toHaveText(String(detail.number));

  // the payment block of a transfer: the invoice's variable symbol, the amount with VAT and the PAY by square code
  const { invoices } = invoicesResponseSchema.parse(await (await page.request.get('/admin/v1/customer/invoices/12/0')).json());
  const invoice = invoices.find((i) => i.varsymbol === detail.payment_instructions?.variable_symbol)!;
  expect(invoice).toBeDefined();
  const payment = main(page).getByRole('region', { name: 'Platobné údaje' });
  await expect(valueOf(page, payment, 'Variabilný symbol (číslo faktúry)')).toHaveText(invoice.varsymbol);
  await expect(valueOf(page, payment, 'Suma na úhradu')).toHaveText(skMoney(invoice.not_paid_amount));
  const qr = payment.getByRole('img', { name: 'QR kód PAY by square na zaplatenie objednávky' });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(150);
  expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d/);

  // what was ordered at the company's prices, and the totals without VAT, the VAT and with VAT
  const products = main(page).getByRole('region', { name: 'Objednané produkty' });
  await expect(products.getByRole('link', { name: detail.products[0]!.name })).toBeVisible();
  await expect(products.getByText(skMoney(detail.products[0]!.price_sum_exc_vat)).first()).toBeVisible();
  // the totals' labels are theirs alone in the region
  const totals = products;
  await expect(valueOf(page, totals, 'Spolu bez DPH')).toHaveText(skMoney(detail.price_without_vat));
  await expect(valueOf(page, totals, 'DPH')).toHaveText(skMoney(detail.vat!));
  await expect(valueOf(page, totals, 'Spolu s DPH')).toHaveText(skMoney(detail.price_with_vat!));
  expect(detail.price_with_vat).toBe(invoice.amount);

  // what happens next, with the amount and the due date; where the goods go
  const next = main(page).getByRole('region', { name: 'Čo bude ďalej' });
  await expect(next.getByText(`Uhraďte ${skMoney(invoice.not_paid_amount)} bankovým prevodom do ${skDate(invoice.due_to)}.`, { exact: false })).toBeVisible();
  await expect(next.getByText(`Potvrdenie sme poslali na ${detail.invoice_email}.`)).toBeVisible();
  const delivery = main(page).getByRole('region', { name: 'Doprava a fakturácia' });
  await expect(delivery.getByText(detail.shipping, { exact: true })).toBeVisible();
  await expect(delivery.getByText('Z-BOX Nitra, Štefánikova')).toBeVisible();
  return detail;
}

/** The answer's headers keep the page out of every shared cache and out of search engines; its HTML says noindex too. */
async function expectPrivateAnswer(page: Page) {
  const answer = await page.request.get(new URL(page.url()).pathname);
  expect(answer.status()).toBe(200);
  const cacheControl = answer.headers()['cache-control'] ?? '';
  expect(cacheControl).toContain('private');
  expect(cacheControl).toContain('no-store');
  expect(answer.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
}

test.describe('the order confirmation page', () => {
  test('placing a transfer order lands on its confirmation with the QR and the totals; the orders list and the mail open it again', async ({ page }, info) => {
    test.setTimeout(120_000);
    const email = await signInFreshCustomer(page, info, 'potvrdenie');
    await addToCartByApi(page, info, PRODUCT, 2);
    await page.goto('/checkout');
    await pickPacketaPoint(page);
    await fillBilling(page);
    await continueToStep(page, 2);
    await expect(page.getByRole('radio', { name: /Bankový prevod/ })).toBeChecked();
    await continueToStep(page, 3);
    await acceptTerms(page);
    await page.getByRole('button', { name: FINALIZE }).click();

    // docs/rules.md#states: the toast stays; the checkout is replaced by the confirmation (no history entry)
    await expect(toasts(page).getByText('Objednávka bola úspešne odoslaná.')).toBeVisible();
    await expect(page).toHaveURL(/\/objednavka\/\d+$/);
    const path = new URL(page.url()).pathname;
    const orderId = Number(path.split('/').at(-1));
    const detail = await expectConfirmation(page, orderId);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'order-confirmation');
    await expectPrivateAnswer(page);

    // from the orders list
    await page.goto('/account/orders');
    await main(page)
      .getByRole('link', { name: `Potvrdenie objednávky č. ${detail.number}` })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();

    // from the order mail (written to DATA_DIR/mail without SMTP)
    const dataDir = process.env.E2E_DATA_DIR;
    test.skip(!dataDir, 'E2E_DATA_DIR names the server data dir that holds the mails');
    expect(await orderLinkFromMail(dataDir ?? '', email)).toBe(path);
    await page.goto('/');
    await page.goto(path);
    await expectConfirmation(page, orderId);
  });

  test('another customer and a guest cannot see it: the not-found page, and sign-in for the guest', async ({ page, browser }, info) => {
    test.setTimeout(90_000);
    await signInFreshCustomer(page, info, 'potvrdenie-vlastnik');
    await addToCartByApi(page, info, PRODUCT);
    const order = await placeOrderByApi(page, info, CASH_ON_DELIVERY);
    const path = `/objednavka/${order.id}`;
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    // cash on delivery: nothing to transfer, still the amount with VAT
    await expect(main(page).getByRole('region', { name: 'Platobné údaje' })).toHaveCount(0);
    await expect(valueOf(page, main(page), 'Spolu s DPH')).toBeVisible();

    const other = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: info.project.use.viewport });
    const guest = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: info.project.use.viewport });
    try {
      const stranger = await other.newPage();
      await signInFreshCustomer(stranger, info, 'potvrdenie-iny');
      for (const foreign of [path, '/objednavka/999999999', '/objednavka/abc']) {
        await expectNotFoundPage(stranger, foreign);
        await expect(stranger.getByText(String(order.number))).toHaveCount(0);
      }
      await expectNoSeriousA11yViolations(stranger);

      const visitor = await guest.newPage();
      await visitor.goto(path);
      await expect(visitor).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
      await expect(visitor.getByText(String(order.number))).toHaveCount(0);
    } finally {
      await other.close();
      await guest.close();
    }
  });
});
