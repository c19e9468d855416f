import { chromium, expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { searchProductsResponseSchema } from '../../lib/contract/schemas/search';
import { withEan13CheckDigit } from '../../lib/shop/catalogue/ean';
import { fakeCameraLaunch, fakeVideoPath, writeBarcodeVideo } from './support/fake-camera';
import { signInFreshCustomer } from './support/fresh-customer';
import { shot } from './support/shot';

// Linux Chromium has no BarcodeDetector: every scan here goes through the zxing-wasm path (decisions/065).

/** The demo seed's EANs: 858, the row in 9 digits, the check digit (lib/backend/seed/products.ts). */
const FIRST_EAN = withEan13CheckDigit('858000000001');
const SECOND_EAN = withEan13CheckDigit('858000000002');
/** A valid EAN no demo product has. */
const UNKNOWN_EAN = withEan13CheckDigit('858999999999');

const scanButton = (page: Page, within = page.locator('body')) => within.getByRole('button', { name: 'Skenovať kód' });
const scanner = (page: Page) => page.getByRole('dialog', { name: 'Skenovanie kódu' });

/**
 * A browser whose fake camera plays one barcode: launched by the group itself, as the launch
 * options are one per test file; each test gets a page of its own context with the project's
 * address and viewport and the camera granted. `text` may depend on the shop's address (a QR's link).
 */
function withCamera(
  name: string,
  format: 'EAN13' | 'Code128' | 'QRCode',
  text: string | ((baseURL: string) => Promise<string>),
): (info: TestInfo) => Promise<Page> {
  let browser: Browser | undefined;
  test.beforeAll(async ({}, info) => {
    const video = fakeVideoPath(name);
    await writeBarcodeVideo(video, format, typeof text === 'string' ? text : await text(info.project.use.baseURL!));
    browser = await chromium.launch(fakeCameraLaunch(video));
  });
  test.afterAll(async () => browser?.close());
  return async (info) => {
    const { baseURL, viewport, hasTouch } = info.project.use;
    const context = await browser!.newContext({ baseURL, viewport, hasTouch, permissions: ['camera'] });
    return context.newPage();
  };
}

/**
 * Opens `path` and waits until the app router has hydrated (it marks its history entry): the server's
 * HTML already has the scan button, and a press before its code runs would be lost.
 */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => (history.state as { __NA?: boolean } | null)?.__NA === true);
}

async function productOfEan(page: Page, ean: string) {
  const response = await page.request.get(`/admin/v1/search-products/${ean}/sk/1/0`);
  const [hit] = searchProductsResponseSchema.parse(await response.json()).items;
  expect(hit?.product.ean).toBe(ean);
  return hit!.product;
}

/** The absolute address of the page of the product whose EAN is `ean`, as a QR sticker on its box would hold it. */
async function productAddress(baseURL: string, ean: string): Promise<string> {
  const response = await fetch(new URL(`/admin/v1/search-products/${ean}/sk/1/0`, baseURL));
  const [hit] = searchProductsResponseSchema.parse(await response.json()).items;
  return new URL(`/product/${hit!.product.url.url}`, baseURL).href;
}

test.describe('scanning an EAN-13 with the camera', () => {
  const cameraPage = withCamera('ean', 'EAN13', FIRST_EAN);

  test('a guest page loads nothing of the scanner until the button is pressed', async ({}, info) => {
    const page = await cameraPage(info);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await openHydrated(page, '/');
    await expect(scanButton(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = new Set(requested);
    expect([...before].filter((url) => url.includes('wasm') || url.includes('zxing'))).toEqual([]);
    const wasm = page.waitForRequest((request) => request.url().endsWith('/scanner/zxing_reader.wasm'));
    await scanButton(page).click();
    await wasm;
    const scripts = requested.filter((url) => !before.has(url) && new URL(url).pathname.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('from the search bar an EAN opens its product, which shows the EAN', async ({}, info) => {
    const page = await cameraPage(info);
    const product = await productOfEan(page, FIRST_EAN);
    await openHydrated(page, '/');
    const button = scanButton(page, page.getByRole('search'));
    const box = await button.boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
    await button.click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.url.url}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(FIRST_EAN, { exact: true })).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { gtin13?: string };
    expect(jsonLd.gtin13).toBe(FIRST_EAN);
    await shot(page, info, 'product-ean');
  });

  test('from the cart a scanned EAN opens its product', async ({}, info) => {
    const page = await cameraPage(info);
    const product = await productOfEan(page, FIRST_EAN);
    await signInFreshCustomer(page, info, 'scan-cart');
    await openHydrated(page, '/cart');
    await scanButton(page, page.getByRole('region', { name: 'Pridať podľa kódu' })).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.url.url}$`));
  });
});

test.describe('scanning a Code 128 into the quick order', () => {
  const cameraPage = withCamera('code128', 'Code128', SECOND_EAN);

  test('a scanned code becomes a checked line of the quick order', async ({}, info) => {
    const page = await cameraPage(info);
    const product = await productOfEan(page, SECOND_EAN);
    await signInFreshCustomer(page, info, 'scan-qo');
    await openHydrated(page, '/rychla-objednavka');
    await scanButton(page, page.locator('#main')).click();
    await expect(scanner(page)).toBeHidden();
    await expect(page.getByLabel('Kódy a množstvá')).toHaveValue(SECOND_EAN);
    await expect(page.getByRole('region', { name: 'Výsledok kontroly' }).getByText(product.name)).toBeVisible();
  });
});

test.describe('scanning a QR code holding a product page of the shop', () => {
  const cameraPage = withCamera('qr', 'QRCode', (baseURL) => productAddress(baseURL, SECOND_EAN));

  test('from the search bar the QR opens that product', async ({}, info) => {
    const page = await cameraPage(info);
    const product = await productOfEan(page, SECOND_EAN);
    await openHydrated(page, '/');
    await scanButton(page, page.getByRole('search')).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.url.url}$`));
    await expect(scanner(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });
});

test.describe('scanning a code the shop does not know', () => {
  const cameraPage = withCamera('unknown', 'EAN13', UNKNOWN_EAN);

  test('says so in Slovak and offers to search for it; Escape closes and focus returns', async ({}, info) => {
    const page = await cameraPage(info);
    await openHydrated(page, '/');
    const button = scanButton(page, page.getByRole('search'));
    await button.click();
    await expect(scanner(page).getByRole('alert')).toHaveText(`Produkt s kódom ${UNKNOWN_EAN} sme nenašli.`);
    await shot(page, info, 'scanner-unknown');
    // the camera is stopped once a code is read: no live track is left in the page
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('video')].some((v) => (v.srcObject as MediaStream | null)?.getTracks().some((t) => t.readyState === 'live')),
      ),
    ).toBe(false);
    await page.keyboard.press('Escape');
    await expect(scanner(page)).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(scanner(page).getByRole('alert')).toHaveText(`Produkt s kódom ${UNKNOWN_EAN} sme nenašli.`);
    await scanner(page)
      .getByRole('link', { name: `Hľadať „${UNKNOWN_EAN}“` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/search-product/${UNKNOWN_EAN}$`));
  });
});
