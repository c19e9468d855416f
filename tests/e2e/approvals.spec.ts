import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { approvalResponseSchema } from '../../lib/contract/schemas/approvals';
import { ordersResponseSchema } from '../../lib/contract/schemas/account';
import { toAddressPayload } from '../../lib/contract/schemas/requests/address';
import { TEST_BILLING, TEST_PASSWORD } from '../support/test-customer';
import { hasHorizontalScroll } from './support/axe';
import { acceptTerms, continueToStep, fillBilling } from './support/checkout-steps';
import { addToCartByApi, originOf, signInFreshCustomer } from './support/fresh-customer';
import { mailOf } from './support/mailbox';
import { shot } from './support/shot';

const PRODUCT = 'ip-kamera-hikvision-ds-2cd2043g2-i-28';
const BUYER_PASSWORD = 'Demo1234!';
const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: 'Oznámenia' });

/** An owner (a fresh company) and a buyer with a limit of 10 € per order made with the test hook; the page is signed in as the buyer. */
async function ownerAndBuyer(page: Page, info: TestInfo, prefix: string) {
  const owner = await signInFreshCustomer(page, info, `${prefix}-majitel`);
  const buyer = owner.replace('-majitel-', '-nakupca-');
  const made = await page.request.post('/admin/v1/test-hooks/company/person', {
    headers: { Origin: originOf(info) },
    data: { owner_email: owner, email: buyer, role: 'buyer', limit: 10 },
  });
  expect(made.status()).toBe(200);
  await signInAs(page, info, buyer, BUYER_PASSWORD);
  return { owner, buyer };
}

async function signInAs(page: Page, info: TestInfo, email: string, password: string) {
  expect((await page.request.post('/admin/v1/sign/in', { headers: { Origin: originOf(info) }, data: { email, password } })).status()).toBe(200);
}

/** The signed-in buyer's cart with the product, checked out by API (courier, bank transfer) and submitted for approval. */
async function requestApprovalByApi(page: Page, info: TestInfo) {
  await addToCartByApi(page, info, PRODUCT, 1);
  const headers = { Origin: originOf(info) };
  const basket = (await (await page.request.get('/admin/v1/basket/sk')).json()).basket.id as number;
  const steps: Array<['put' | 'patch', string, unknown]> = [
    ['put', '/cart/address/1', { basket, address: toAddressPayload(TEST_BILLING) }],
    ['patch', '/cart/additional', { basket, is_delivery_address: false }],
    ['put', '/cart/shipping/sk', { basket, saturdayDelivery: false, shipping: 1, packetaPoint: null, packetaPointName: null, packetaPointAddress: null }],
    ['patch', '/basket/sale-point', { basket, salePoint: null }],
    ['put', '/cart/payment', { basket, payment: 1 }],
  ];
  for (const [method, call, data] of steps) expect((await page.request[method](`/admin/v1${call}`, { headers, data })).status(), call).toBe(200);
  expect((await page.request.post('/admin/v1/x/cart/approval', { headers, data: { basket } })).status()).toBe(200);
}

test.describe('approvals of a buyer’s order over their limit', () => {
  test('a buyer over the limit sends the order for approval; the owner approves it; the order is in the buyer’s list', async ({ page }, info) => {
    test.setTimeout(120_000);
    const { owner, buyer } = await ownerAndBuyer(page, info, 'schval');
    await addToCartByApi(page, info, PRODUCT, 1);
    await page.goto('/checkout');
    await fillBilling(page);
    await continueToStep(page, 2);
    await continueToStep(page, 3);
    await acceptTerms(page);
    const send = page.getByRole('button', { name: 'Odoslať na schválenie' });
    await expect(send).toBeEnabled();
    await expect(main(page).getByText('Váš limit na jednu objednávku je 10,00 € bez DPH.')).toBeVisible();
    // a request is no order yet: the owner orders it, so nothing here says the buyer commits to pay
    await expect(main(page).getByText(/Odoslaním žiadosti ešte nič neobjednávate/)).toBeVisible();
    await expect(main(page).getByText('Odoslaním objednávky sa zaväzujete zaplatiť jej cenu.')).toHaveCount(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, info, 'approval-checkout');

    const submitted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/admin/v1/x/cart/approval');
    await send.click();
    expect((await submitted).status()).toBe(200);
    await expect(toasts(page).getByText('Objednávka bola odoslaná na schválenie.')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(main(page).getByRole('region', { name: 'Žiadosti o schválenie' }).getByText('Čaká na schválenie')).toBeVisible();
    // drawn again without the toast: the request is kept, not a message of the moment
    await page.reload();
    await expect(main(page).getByRole('region', { name: 'Žiadosti o schválenie' }).getByText('Čaká na schválenie')).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, info, 'buyer-pending-request');
    expect(await mailOf('approval-requested', owner)).toContain('/account/approvals');

    await signInAs(page, info, owner, TEST_PASSWORD);
    await page.goto('/account/approvals');
    const card = main(page)
      .getByRole('listitem')
      .filter({ hasText: `${buyer.split('@')[0]} Nákupca` });
    await expect(card).toContainText('Čaká na schválenie');
    await expect(page.getByRole('navigation', { name: 'Sekcie účtu' }).getByRole('link', { name: 'Schvaľovanie (1 čaká na rozhodnutie)' })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, info, 'approvals-list');
    // a double click places it once (the buyer's list below holds one order)
    const approved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/approve'));
    await card.getByRole('button', { name: 'Schváliť a objednať' }).dblclick();
    const { approval } = approvalResponseSchema.parse(await (await approved).json());
    expect(approval.order).not.toBeNull();
    await expect(toasts(page).getByText(`Objednávka č. ${approval.order!.number} bola schválená a odoslaná.`)).toBeVisible();
    await expect(card).toContainText('Schválená');
    await expect(page.getByTestId('pending-approvals')).toHaveCount(0);

    await signInAs(page, info, buyer, BUYER_PASSWORD);
    const { orders } = ordersResponseSchema.parse(await (await page.request.get('/admin/v1/customer/orders/12/0')).json());
    expect(orders.map((o) => o.id)).toEqual([approval.order!.id]);
    await page.goto('/account/orders');
    await expect(main(page).getByText(orders[0]!.name).filter({ visible: true }).first()).toBeVisible();
    expect(await mailOf('order-placed', buyer)).toContain(approval.order!.number);
  });

  test('the owner rejects a request with a note: the buyer sees it and gets it by mail', async ({ page }, info) => {
    test.setTimeout(120_000);
    const { owner, buyer } = await ownerAndBuyer(page, info, 'zamiet');
    // two requests: the owner rejects the older one, the newer waits, so the list shows both kinds
    await requestApprovalByApi(page, info);
    await requestApprovalByApi(page, info);

    await signInAs(page, info, owner, TEST_PASSWORD);
    await page.goto('/account/approvals');
    await expect(page.getByRole('navigation', { name: 'Sekcie účtu' }).getByRole('link', { name: 'Schvaľovanie (2 čakajú na rozhodnutie)' })).toBeVisible();
    const cards = main(page)
      .getByRole('listitem')
      .filter({ hasText: `${buyer.split('@')[0]} Nákupca` });
    await expect(cards).toHaveCount(2);
    const card = cards.last();
    await card.getByRole('button', { name: 'Zamietnuť' }).click();
    const note = 'Počkaj na novú cenovú ponuku od dodávateľa.';
    await card.getByLabel('Dôvod zamietnutia').fill(note);
    await card.getByRole('button', { name: 'Zamietnuť s poznámkou' }).click();
    await expect(toasts(page).getByText('Žiadosť bola zamietnutá, objednávateľ dostane e-mail.')).toBeVisible();
    await expect(main(page).getByText('Zamietnutá')).toBeVisible();
    await expect(main(page).getByText('Čaká na schválenie')).toBeVisible();
    await expect(page.getByTestId('pending-approvals')).toHaveText('1');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, info, 'approvals-decided');

    expect(await mailOf('approval-rejected', buyer)).toContain(note);
    await signInAs(page, info, buyer, BUYER_PASSWORD);
    await page.goto('/account/orders');
    const requests = main(page).getByRole('region', { name: 'Žiadosti o schválenie' }).getByRole('listitem');
    await expect(requests.filter({ hasText: 'Čaká na schválenie' })).toHaveCount(1);
    await expect(requests.filter({ hasText: 'Zamietnutá' })).toContainText(note);
    const cart = (await (await page.request.get('/admin/v1/basket/sk')).json()).basket as { products: unknown[] };
    expect(cart.products).toHaveLength(1);
  });
});
