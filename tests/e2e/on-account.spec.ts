import { expect, test, type Page } from '@playwright/test';
import { basketResponseSchema } from '../../lib/contract/schemas/cart';
import { invoicesResponseSchema } from '../../lib/contract/schemas/account';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { continueToStep, fillBilling, FINALIZE } from './support/checkout-steps';
import { addToCartByApi, signInFreshCustomer } from './support/fresh-customer';
import { withCallMissing } from './support/missing-call';
import { shot } from './support/shot';
import { balanceFact, balancePanel as balance, placeAndWait, setTerms, skMoney, spaced, summaryOnAccount } from './support/on-account';

const PRODUCT = 'ip-kamera-hikvision-ds-2cd2043g2-i-28';
const DAY_MS = 86_400_000;

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: 'Oznámenia' });

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
    const fact = (label: string) => balanceFact(page, label);
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
