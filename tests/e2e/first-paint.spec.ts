import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { withCallMissing } from './support/missing-call';
import { signInAsDemo } from './support/login';
import { firstNetPrice } from './support/net-price';

// Issue 24 item 1: the prerendered HTML is the same for everyone; the signed-in hint (a cookie the
// head's script reads before the first paint) decides what paints until the browser knows the session.

const PRODUCT = '/product/ip-kamera-hikvision-ds-2cd2043g2-i-28';
const GUEST_PRICE = 'Cena sa zobrazí po prihlásení';

async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  // the top of the page, down to the first cards' prices or the product's buy box
  const width = page.viewportSize()!.width;
  if (dir)
    await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png`, fullPage: true, clip: { x: 0, y: 0, width, height: width < 750 ? 2000 : 1100 } });
}

// Runs before the page's HTML is parsed and checks every frame the browser paints (an animation
// frame callback runs just before its paint); a string, so no bundler helper reaches the page.
const WATCH_FRAMES = `(() => {
  const seen = { frames: 0, guestCorner: false, guestPrice: false };
  window.__seen = seen;
  const shown = (el) => el.checkVisibility({ visibilityProperty: true });
  const frame = () => {
    if (document.querySelector('header')) {
      seen.frames += 1;
      for (const link of document.querySelectorAll('header a[href="/login"], header a[href="/register"]')) if (shown(link)) seen.guestCorner = true;
      // the element that holds the text itself: on the hint a card's guest paragraph paints as the
      // price skeleton, its text hidden in a span
      for (const el of document.querySelectorAll('main p, main p > span')) {
        const own = [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent.includes(${JSON.stringify(GUEST_PRICE)}));
        if (own && shown(el)) seen.guestPrice = true;
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

test.describe('first paint follows the signed-in hint', () => {
  test("a signed-in customer's pages never paint the guest corner or the guest price text", async ({ page }, info) => {
    await signInAsDemo(page);
    await page.addInitScript(WATCH_FRAMES);
    for (const path of ['/category/cctv', PRODUCT]) {
      await page.goto(path);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Môj účet' })).toBeVisible();
      await expect(
        page
          .getByRole('main')
          .getByText(/bez DPH/)
          .first(),
      ).toBeVisible();
      const seen = (await page.evaluate('window.__seen')) as { frames: number; guestCorner: boolean; guestPrice: boolean };
      expect(seen.frames, path).toBeGreaterThan(0);
      expect(seen.guestCorner, `${path}: login or register painted`).toBe(false);
      expect(seen.guestPrice, `${path}: guest price text painted`).toBe(false);
    }
    await shot(page, info, 'first-paint-customer-product');
  });

  test("before the customer's code runs, the hint shows the customer's outline: no login link, a price skeleton, the cart row's place", async ({
    page,
  }, info) => {
    await signInAsDemo(page);
    // the page's own JavaScript held back: what the browser paints from the HTML and the head's script alone
    await page.route('**/_next/static/**/*.js*', (route) => route.abort());
    await page.goto(PRODUCT);
    await expect(page.getByRole('banner').locator('a[href="/login"], a[href="/register"]').filter({ visible: true })).toHaveCount(0);
    const main = page.getByRole('main');
    // in the HTML (it is everyone's), but not painted
    await expect(main.getByText(GUEST_PRICE).first()).toBeAttached();
    await expect(main.getByText(GUEST_PRICE).filter({ visible: true })).toHaveCount(0);
    await expect(main.locator('[aria-busy="true"]').first()).toBeVisible();
    await expect(main.getByText(/Do košíka|Na objednávku/).first()).toBeVisible();
    await shot(page, info, 'first-paint-customer-outline');
  });

  test("a guest's HTML shows the price text at once, without JavaScript, and no skeleton", async ({ browser }, info) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: info.project.use.baseURL });
    try {
      const page = await context.newPage();
      for (const path of ['/category/cctv', PRODUCT]) {
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.getByText(GUEST_PRICE).first()).toBeVisible();
        await expect(main.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
        await expect(page.getByRole('banner').getByRole('link', { name: 'Prihlásenie' }).filter({ visible: true })).toHaveCount(1);
      }
      await page.goto('/category/cctv');
      await shot(page, info, 'first-paint-guest-category');
    } finally {
      await context.close();
    }
  });

  test('an upstream without the page and prices calls: the page asks its product call and shows the same prices', async ({ page, request }, info) => {
    await signInAsDemo(page);
    await page.goto(PRODUCT);
    const price = firstNetPrice(page.getByRole('main'));
    const withCall = await price.textContent();
    // every signed-in page asks these calls: hidden for this page's requests only
    await withCallMissing(page, info, ['/admin/v1/x/customer/page/', '/admin/v1/x/customer/prices'], 'this-page', async () => {
      const detailAsked = page.waitForRequest((request) => request.url().includes('/admin/v1/product/detail/url/'));
      await page.reload();
      await detailAsked;
      await expect(price).toHaveText(withCall!);
      await expect(page.getByRole('main').getByText('Cena na vyžiadanie')).toHaveCount(0);
      // meanwhile the call is there for every other browser (it asks a guest to sign in, not 404)
      const elsewhere = await request.post('/admin/v1/x/customer/prices', { headers: { Origin: new URL(page.url()).origin }, data: { ids: [1] } });
      expect(elsewhere.status()).toBe(401);
    });
  });

  test("an upstream without the page call: the page asks the summary and the prices call, and shows the customer's header and prices", async ({
    page,
  }, info) => {
    await signInAsDemo(page);
    await page.goto(PRODUCT);
    const price = firstNetPrice(page.getByRole('main'));
    const withCall = await price.textContent();
    await withCallMissing(page, info, '/admin/v1/x/customer/page/', 'this-page', async () => {
      const asked = (part: string) => page.waitForRequest((request) => request.url().includes(part));
      const summaryAsked = asked('/admin/v1/x/customer/summary/');
      const pricesAsked = asked('/admin/v1/x/customer/prices');
      await page.reload();
      await Promise.all([summaryAsked, pricesAsked]);
      await expect(price).toHaveText(withCall!);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Môj účet' })).toBeVisible();
    });
  });

  test('a signed-in page asks the page call once and never the prices call for what it brought', async ({ page }) => {
    await signInAsDemo(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/admin/v1/x/customer/')) asked.push(pathname);
    });
    await page.goto('/category/cctv', { waitUntil: 'networkidle' });
    await expect(firstNetPrice(page.getByRole('main'))).toBeVisible();
    expect(asked.filter((path) => path.startsWith('/admin/v1/x/customer/page/'))).toHaveLength(1);
    expect(
      asked.filter((path) => path === '/admin/v1/x/customer/prices'),
      'the prices the page call brought, asked again',
    ).toHaveLength(0);
  });
});
