import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { placeOrderResponseSchema } from '../../../lib/contract/schemas/checkout';
import { toAddressPayload } from '../../../lib/contract/schemas/requests/address';
import { SIGN_UP_FILLERS } from '../../support/sign-up-fillers';
import { TEST_BILLING, TEST_COMPANY_IDS, TEST_PASSWORD } from '../../support/test-customer';

/** The shop's origin: every non-GET call through the proxy must come from it (docs/contract.md#auth). */
export const originOf = (info: TestInfo) => new URL(info.project.use.baseURL ?? process.env.BASE_URL ?? 'http://127.0.0.1:3000').origin;

/** Registers a company through the API (active at once in the e2e runs). */
export async function registerByApi(request: APIRequestContext, origin: string, email: string, password: string): Promise<void> {
  const signUp = await request.post('/admin/v1/sign/up', {
    headers: { Origin: origin },
    data: {
      phone: '+421 900 000 000',
      email,
      password,
      companyName: 'E2E Firma s.r.o.',
      ...TEST_COMPANY_IDS,
      personalDataCheckbox: true,
      ...SIGN_UP_FILLERS,
    },
  });
  expect(signUp.status()).toBe(200);
}

/** A freshly registered company, signed in on `page` (its own cart and orders: tests run in parallel); its e-mail. */
export async function signInFreshCustomer(page: Page, info: TestInfo, prefix: string): Promise<string> {
  const id = `${info.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const email = `e2e-${prefix}-${id}@firma-test.sk`;
  const password = TEST_PASSWORD;
  await registerByApi(page.request, originOf(info), email, password);
  expect((await page.request.post('/admin/v1/sign/in', { headers: { Origin: originOf(info) }, data: { email, password } })).status()).toBe(200);
  return email;
}

/** Puts `quantity` of the product (its url) into the signed-in customer's cart through the API. */
export async function addToCartByApi(page: Page, info: TestInfo, productUrl: string, quantity = 1): Promise<void> {
  const detail = await (await page.request.get(`/admin/v1/product/detail/url/${productUrl}/sk`)).json();
  const added = await page.request.put('/admin/v1/basket/add', {
    headers: { Origin: originOf(info) },
    data: { basket: null, product: detail.product.id, quantity },
  });
  expect(added.status()).toBe(200);
}

/** Places the signed-in customer's cart with the storefront's calls (courier, `payment` id); the new order. */
export async function placeOrderByApi(page: Page, info: TestInfo, payment: number) {
  const headers = { Origin: originOf(info) };
  const basket = (await (await page.request.get('/admin/v1/basket/sk')).json()).basket.id as number;
  const address = toAddressPayload(TEST_BILLING);
  const steps: Array<['put' | 'patch', string, unknown]> = [
    ['put', '/cart/address/1', { basket, address }],
    ['patch', '/cart/additional', { basket, is_delivery_address: false }],
    ['put', '/cart/shipping/sk', { basket, saturdayDelivery: false, shipping: 1, packetaPoint: null, packetaPointName: null, packetaPointAddress: null }],
    ['patch', '/basket/sale-point', { basket, salePoint: null }],
    ['put', '/cart/payment', { basket, payment }],
    ['patch', '/basket/note', { basket, note: '' }],
  ];
  for (const [method, path, data] of steps) expect((await page.request[method](`/admin/v1${path}`, { headers, data })).status(), path).toBe(200);
  const placed = await page.request.put('/admin/v1/cart/order/sk', { headers, data: { basket, followNews: false } });
  expect(placed.status()).toBe(200);
  return placeOrderResponseSchema.parse(await placed.json()).order;
}
