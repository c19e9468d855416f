import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { basketResponseSchema } from '../../lib/contract/schemas/cart';
import { invoicesResponseSchema } from '../../lib/contract/schemas/account';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { continueToStep, fillBilling } from './support/checkout-steps';
import { addToCartByApi, originOf, signInFreshCustomer } from './support/fresh-customer';
import { withCallMissing } from './support/missing-call';

const PRODUCT = 'ip-kamera-hikvision-ds-2cd2043g2-i-28';
const FINALIZE = 'Objednávka s povinnosťou platby';
const ON_ACCOUNT = 'Na faktúru so splatnosťou 30 dní';
const DAY_MS = 86_400_000;

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: 'Oznámenia' });
const balance = (page: Page) => main(page).getByRole('region', { name: 'Nákup na faktúru' });
/** Slovak money as the shop prints it, its no-break spaces read as spaces. */
const skMoney = (amount: number) =>
  new Intl.NumberFormat('sk-SK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount).replace(/\u00a0/g, ' ') + ' €';
const spaced = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png`, fullPage: true });
}

/** Gives the company payment terms and a credit limit in euros, as an operator would (the e2e hook). */
async function setTerms(page: Page, info: TestInfo, email: string, days: number | null, limit: number | null) {
  const answer = await page.request.post('/admin/v1/test-hooks/customer/terms', { headers: { Origin: originOf(info) }, data: { email, days, limit } });
  expect(answer.status()).toBe(200);
}

/** Through the checkout's screens to the summary with the on-account payment chosen. */
async function summaryOnAccount(page: Page, info: TestInfo) {
  await page.goto('/checkout');
  await fillBilling(page);
  await continueToStep(page, 2);
  const account = page.getByRole('radio', { name: new RegExp(ON_ACCOUNT) });
  await expect(account).toBeVisible();
  await account.check();
  await expect(account).toBeChecked();
  await shot(page, info, 'on-account-checkout');
  await continueToStep(page, 3);
  await expect(main(page).getByText(ON_ACCOUNT)).toBeVisible();
  await page.getByRole('checkbox', { name: /všeobecnými obchodnými podmienkami/ }).check();
  await page.getByRole('checkbox', { name: /spracovaním osobných údajov/ }).check();
}

/** Presses the finalize button and waits for the placing call's answer (it follows six other calls), expecting `status`. */
async function placeAndWait(page: Page, status: number) {
  const answer = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/admin/v1/cart/order/sk');
  await page.getByRole('button', { name: FINALIZE }).click();
  expect((await answer).status()).toBe(status);
}

test.describe('buying on account', () => {
  test('a company with 30-day terms orders on account; the invoice is due in 30 days; the board and invoices show the balance', async ({ page }, info) => {
    test.setTimeout(90_000);
    const email = await signInFreshCustomer(page, info, 'na-ucet');
    await setTerms(page, info, email, 30, 5000);
    await addToCartByApi(page, info, PRODUCT, 1);
    await summaryOnAccount(page, info);
    await placeAndWait(page, 200);
    await expect(toasts(page).getByText('Objednávka bola úspešne odoslaná.')).toBeVisible();
    await expect(page).toHaveURL(/\/objednavka\/\d+$/);

    const { invoices } = invoicesResponseSchema.parse(await (await page.request.get('/admin/v1/customer/invoices/12/0')).json());
    expect(invoices).toHaveLength(1);
    const invoice = invoices[0]!;
    expect(new Date(invoice.due_to).getTime() - new Date(invoice.created_at).getTime()).toBe(30 * DAY_MS);

    await page.goto('/account');
    const panel = balance(page);
    await expect(panel).toBeVisible();
    const fact = (label: string) =>
      panel
        .locator('div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd');
    await expect(fact('Splatnosť faktúr')).toHaveText('30 dní');
    expect(spaced(await fact('Nezaplatené faktúry').textContent())).toBe(skMoney(invoice.not_paid_amount));
    expect(spaced(await fact('Zostáva z limitu').textContent())).toBe(`${skMoney(5000 - invoice.not_paid_amount)} z ${skMoney(5000)}`);
    await expect(fact('Po splatnosti')).toHaveText('nič');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'on-account-balance');

    await page.goto('/account/invoices');
    await expect(balance(page)).toBeVisible();
    await expect(main(page).getByText(invoice.name).filter({ visible: true }).first()).toBeVisible();
  });

  test('an order passing the limit is refused naming the figures, and the cart stays as it was', async ({ page }, info) => {
    test.setTimeout(90_000);
    const email = await signInFreshCustomer(page, info, 'nad-limit');
    await setTerms(page, info, email, 30, 10);
    await addToCartByApi(page, info, PRODUCT, 1);
    const before = basketResponseSchema.parse(await (await page.request.get('/admin/v1/basket/sk')).json()).basket;
    await summaryOnAccount(page, info);
    await placeAndWait(page, 409);

    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText('Objednávku na faktúru nemôžeme prijať');
    const text = spaced(await alert.textContent());
    expect(text).toMatch(/Objednávka by prekročila úverový limit 10,00 €: nezaplatené faktúry 0,00 €, táto objednávka \d[\d ]*,\d\d €\./);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('button', { name: FINALIZE })).toBeEnabled();
    const after = basketResponseSchema.parse(await (await page.request.get('/admin/v1/basket/sk')).json()).basket;
    expect(after.id).toBe(before.id);
    expect(after.products.map((l) => [l.id, l.quantity])).toEqual(before.products.map((l) => [l.id, l.quantity]));
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await alert.scrollIntoViewIfNeeded();
    await shot(page, info, 'on-account-refused');
  });

  test('a company that prepays is offered no payment on account and sees no balance; nor where the upstream lacks the credit call', async ({ page }, info) => {
    test.setTimeout(60_000);
    const email = await signInFreshCustomer(page, info, 'vopred');
    await addToCartByApi(page, info, PRODUCT, 1);
    await page.goto('/checkout');
    await fillBilling(page);
    await continueToStep(page, 2);
    await expect(page.getByRole('radio', { name: /Bankový prevod/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Na faktúru/ })).toHaveCount(0);
    await page.goto('/account');
    await expect(main(page).getByRole('heading', { level: 2, name: /Dobrý deň/ })).toBeVisible();
    await expect(balance(page)).toHaveCount(0);

    await setTerms(page, info, email, 30, 5000);
    await withCallMissing(page, info, '/admin/v1/x/customer/credit', 'this-page', async () => {
      await page.goto('/account/invoices');
      await expect(main(page).getByText('Zatiaľ nemáte žiadne faktúry.')).toBeVisible();
      await expect(balance(page)).toHaveCount(0);
    });
    await page.reload();
    await expect(balance(page)).toBeVisible();
  });
});
