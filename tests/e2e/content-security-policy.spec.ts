import { expect, test, type Page, type Response } from '@playwright/test';
import { fillBilling, pickPacketaPoint } from './support/checkout-steps';
import { watchCspViolations } from './support/csp-violations';
import { addToCartByApi, signInFreshCustomer } from './support/fresh-customer';
import { getOnce, skipUnlessSingleRun, startInstanceServer } from './support/instance-server';
import { outage } from './support/outage';

// Every page the shop serves carries a Content-Security-Policy (issue 43, item 7), and Chromium
// refuses nothing the shop's own pages do under it: no script, style, font, picture or call blocked.

/** What the issue asks of every page's policy, whatever else it says. */
const REQUIRED = ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'"];

/** The directives of a page's policy; fails when the page has none or lacks a required one. */
function policyOf(response: Response | null): string[] {
  const policy = response?.headers()['content-security-policy'];
  expect(policy, `${response?.url()} without a Content-Security-Policy`).toBeDefined();
  const directives = policy!.split(';').map((directive) => directive.trim());
  expect(directives).toEqual(expect.arrayContaining(REQUIRED));
  // the suite's shop has no PACKETA_API_KEY: the stand-in widget is the shop's own file
  expect(policy).not.toMatch(/packeta/i);
  return directives;
}

/** Opens `path`, checks its policy and waits until its scripts, styles, fonts and pictures have loaded. */
async function visit(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  policyOf(response);
  await page.waitForLoadState('networkidle');
}

const GUEST_PAGES: Array<[string, number?]> = [
  ['/'],
  ['/category/cctv'],
  ['/category/cctv?or=3'],
  ['/product/ip-kamera-hikvision-ds-2cd2043g2-i-28'],
  ['/search-product/kamera'],
  ['/blog'],
  ['/blog/sk/ako-vybrat-ip-kameru-pre-rodinny-dom'],
  ['/page/sk/o-nas'],
  ['/porovnanie'],
  ['/cart'],
  ['/checkout'],
  ['/login'],
  ['/register'],
  ['/tato-stranka-neexistuje', 404],
];

test('every page type a guest opens carries the policy, and Chromium blocks nothing on it', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = watchCspViolations(page);
  for (const [path, status] of GUEST_PAGES) await visit(page, path, status);
  // a client-side navigation: the next page's payload and code under the first page's policy
  await page.goto('/category/cctv');
  await page.getByRole('region', { name: 'Produkty' }).getByRole('list').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test("a customer's pages (account, quick order, basket, checkout with the pickup-point widget) keep to it too", async ({ page }, info) => {
  test.setTimeout(90_000);
  const violations = watchCspViolations(page);
  await signInFreshCustomer(page, info, 'csp');
  await addToCartByApi(page, info, 'ip-kamera-hikvision-ds-2cd2043g2-i-28');
  for (const path of [
    '/',
    '/account',
    '/account/orders',
    '/account/invoices',
    '/account/addresses',
    '/account/details',
    '/account/wishlist',
    '/rychla-objednavka',
    '/cart',
  ]) {
    await visit(page, path);
  }
  await visit(page, '/checkout');
  await fillBilling(page);
  await page.getByRole('radio', { name: 'Doručenie' }).check();
  await pickPacketaPoint(page);
  expect(violations).toEqual([]);
});

test('the error page a failing backend gives carries it too', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'desktop-1280', 'one viewport is enough: the server answers the same');
  const origin = String(info.project.use.baseURL);
  // an address never rendered before, so no cache holds it (tests/e2e/backend-failure.spec.ts)
  const url = `csp-vypadok-${Date.now().toString(36)}`;
  const backendPath = `/admin/v1/product/detail/url/${url}/sk`;
  const violations = watchCspViolations(page);
  await outage(request, origin, backendPath, true);
  try {
    const response = await page.goto(`/product/${url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Niečo sa pokazilo');
    policyOf(response);
    await page.waitForLoadState('networkidle');
  } finally {
    await outage(request, origin, backendPath, false);
  }
  expect(violations).toEqual([]);
});

test("with PACKETA_API_KEY the widget's origins are let in, also on a prerendered page of the same build", async ({}, info) => {
  skipUnlessSingleRun(info);
  const basePort = Number(new URL(process.env.BASE_URL ?? 'http://127.0.0.1:3000').port);
  // the suite's shop answers this instance's backend calls
  const server = startInstanceServer(basePort + 47, { API_URL: process.env.BASE_URL ?? '', PACKETA_API_KEY: 'e2e-packeta-key' });
  try {
    await server.logged('shop listening');
    const home = await getOnce(`http://127.0.0.1:${basePort + 47}/`);
    // the build's prerendered page (Next sends this header twice), with this instance's policy
    expect(String(home.headers['x-nextjs-prerender'])).toMatch(/^1\b/);
    const directives = String(home.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim());
    expect(directives).toEqual(expect.arrayContaining(REQUIRED));
    expect(directives).toContain("script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval' https://widget.packeta.com");
    expect(directives).toContain("connect-src 'self' https://widget.packeta.com");
    expect(directives.find((directive) => directive.startsWith('frame-src'))).toMatch(
      /https:\/\/widget\.packeta\.com .*https:\/\/backup\.widget\.packeta\.com/,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});
