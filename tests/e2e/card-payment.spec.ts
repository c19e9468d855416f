import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { orderDetailResponseSchema } from '../../lib/contract/schemas/account';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { acceptTerms, continueToStep, fillBilling, FINALIZE } from './support/checkout-steps';
import { addToCartByApi, originOf, placeOrderByApi, signInFreshCustomer } from './support/fresh-customer';

// docs/decisions/061-card-payments.md: without GoPay's keys (as in the suite) the card goes to the shop's stand-in gateway
const PRODUCT = 'ip-kamera-hikvision-ds-2cd2043g2-i-28';
const CARD = 4; // Platobná karta (seed order of the payment methods)

const main = (page: Page) => page.getByRole('main');
const gatewayHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Platobná brána' });

async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png`, fullPage: true });
}

/** The payment-received mails to `email` the server wrote (DATA_DIR/mail: the backend's, in both modes). */
function paymentMails(email: string): number {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(`-payment-received-${email}.eml`)).length : 0;
}

async function paymentStateOf(page: Page, orderId: number) {
  return orderDetailResponseSchema.parse(await (await page.request.get(`/admin/v1/customer/order/detail/${orderId}/sk`)).json()).orders.payment_state;
}

/** The order detail's "Úhrada" badge. */
const paidBadge = (page: Page) => main(page).locator('[data-payment-state]').first();

test.describe('card payment through the payment gateway', () => {
  test('paying by card at checkout goes to the gateway, and back to "paid"; the detail and the list say so', async ({ page }, info) => {
    test.setTimeout(120_000);
    const email = await signInFreshCustomer(page, info, 'karta');
    await addToCartByApi(page, info, PRODUCT, 1);
    await page.goto('/checkout');
    await fillBilling(page);
    await continueToStep(page, 2);
    await page.getByRole('radio', { name: /Platobná karta/ }).check();
    await continueToStep(page, 3);
    await acceptTerms(page);
    await page.getByRole('button', { name: FINALIZE }).click();

    // the stand-in's hosted page: the order, the amount and the three outcomes
    await expect(gatewayHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/platobna-brana\/[0-9a-f]{24}$/);
    await expect(page.getByText('Testovacia platobná brána obchodu')).toBeVisible();
    const pay = page.getByRole('button', { name: /^Zaplatiť \d/ });
    await expect(pay).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zamietnuť platbu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zrušiť a vrátiť sa do obchodu' })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'card-gateway');
    await pay.click();

    // back in the shop: the outcome
    await expect(page).toHaveURL(/\/platba\/\d+\?id=[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ďakujeme, platba prebehla úspešne' })).toBeVisible();
    const orderId = Number(/\/platba\/(\d+)/.exec(page.url())![1]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'card-return-paid');
    await main(page).getByRole('link', { name: 'Zobraziť objednávku' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/orderdetail/${orderId}$`));
    await expect(paidBadge(page)).toHaveText('Zaplatená');
    await expect(main(page).getByRole('button', { name: /Zaplatiť kartou/ })).toHaveCount(0);
    await shot(page, info, 'card-order-paid');
    await page.goto('/account/orders');
    await expect(main(page).getByText('Zaplatená').filter({ visible: true })).toHaveCount(1);
    await expect.poll(() => paymentMails(email)).toBe(1);
  });

  test('a declined payment is paid again from the order detail and the return page', async ({ page }, info) => {
    test.setTimeout(120_000);
    await signInFreshCustomer(page, info, 'zamietnuta');
    await addToCartByApi(page, info, PRODUCT, 1);
    const order = await placeOrderByApi(page, info, CARD);
    // an order placed without reaching the gateway waits, and its detail offers to pay
    await page.goto(`/account/orderdetail/${order.id}`);
    await expect(paidBadge(page)).toHaveText('Čaká na platbu');
    await main(page).getByRole('button', { name: 'Zaplatiť kartou' }).click();
    await expect(gatewayHeading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Zamietnuť platbu' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Platba bola zamietnutá' })).toBeVisible();
    await expect(main(page).getByText(`objednávku č. ${order.number}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'card-return-declined');
    await page.goto(`/account/orderdetail/${order.id}`);
    await expect(paidBadge(page)).toHaveText('Platba zamietnutá');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, info, 'card-order-declined');
    await page.goBack();

    await main(page).getByRole('button', { name: 'Zaplatiť kartou znova' }).click();
    await expect(gatewayHeading(page)).toBeVisible();
    await page.getByRole('button', { name: /^Zaplatiť \d/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ďakujeme, platba prebehla úspešne' })).toBeVisible();
    expect(await paymentStateOf(page, order.id)).toBe('paid');
  });

  test('a late duplicate notification leaves the order paid, with one mail', async ({ page }, info) => {
    test.setTimeout(120_000);
    const email = await signInFreshCustomer(page, info, 'dvakrat');
    await addToCartByApi(page, info, PRODUCT, 1);
    const order = await placeOrderByApi(page, info, CARD);
    const started = await page.request.post(`/admin/v1/x/customer/order/${order.id}/card-payment`, { headers: { Origin: originOf(info) } });
    expect(started.status()).toBe(200);
    // the stand-in's page, root-relative: on whatever origin serves the shop
    const gateway = ((await started.json()) as { payment: { redirect_url: string } }).payment.redirect_url;
    expect(gateway).toMatch(/^\/platobna-brana\/[0-9a-f]+$/);
    const paymentId = gateway.split('/').at(-1)!;
    // ?notify=twice: the stand-in notifies the shop twice at once
    await page.goto(`${gateway}?notify=twice`);
    await page.getByRole('button', { name: /^Zaplatiť \d/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ďakujeme, platba prebehla úspešne' })).toBeVisible();
    await expect.poll(() => paymentMails(email)).toBe(1);

    // later still, the same notification once more: accepted, and nothing changes
    const late = await page.request.post(`/admin/v1/test-hooks/payments/${paymentId}/notify`, { headers: { Origin: originOf(info) } });
    expect(late.status()).toBe(200);
    expect(((await late.json()) as { status: number }).status).toBe(200);
    await page.goto(`/account/orderdetail/${order.id}`);
    await expect(paidBadge(page)).toHaveText('Zaplatená');
    expect(await paymentStateOf(page, order.id)).toBe('paid');
    expect(paymentMails(email)).toBe(1);
    // the gateway says the payment is done and does not take it again
    await page.goto(gateway);
    await expect(page.getByText('Táto platba už bola spracovaná.')).toBeVisible();
  });
});
