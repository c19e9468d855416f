import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatPrice } from '../../lib/shared/format/money';
import { signInAsDemo } from './support/login';

const URL_NAME = 'ip-kamera-hikvision-ds-2cd2043g2-i-28';
const PRODUCT = `/product/${URL_NAME}`;
// "price": 123.4, "price_exc_vat":"99" … any of the four price fields holding a value
const PRICE_FIELD = /\\?"(price|price_exc_vat|base_price_exc_vat|discount)\\?"\s*:\s*\\?"?\d/;

async function guestViews(request: APIRequestContext) {
  const html = await (await request.get(PRODUCT)).text();
  const rsc = await (await request.get(PRODUCT, { headers: { RSC: '1' } })).text();
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return { html, rsc, ld };
}

// Caching: what a customer loads must never reach a guest through a shared cache.
test('a customer sees prices; a guest loading the same product afterwards gets none in HTML, RSC payload or JSON-LD', async ({ page, playwright }, info) => {
  test.skip(info.project.name !== 'desktop-1280', 'one viewport is enough: the server answers the same');
  await signInAsDemo(page);
  const detail = await (await page.request.get(`/admin/v1/product/detail/url/${URL_NAME}/sk`)).json();
  const price: number = detail.product.price_exc_vat;
  expect(price).toBeGreaterThan(0);
  const amount = formatPrice(price);
  const shown = `${amount} € bez DPH`;
  await page.goto(PRODUCT);
  await expect(page.getByText(shown).first()).toBeVisible();
  // the customer's own RSC payload is fetched with the session too
  await page.request.get(PRODUCT, { headers: { RSC: '1' } });

  const guest = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  try {
    const { html, rsc, ld } = await guestViews(guest);
    expect(html).toContain('Cena sa zobrazí po prihlásení');
    expect(rsc.length).toBeGreaterThan(1000);
    for (const [name, body] of [
      ['html', html],
      ['rsc', rsc],
    ] as const) {
      expect(body, name).not.toContain(amount);
      expect(body, name).not.toMatch(PRICE_FIELD);
    }
    expect(ld.length).toBeGreaterThan(0);
    for (const block of ld) {
      expect(block).not.toMatch(/"offers"|"price"/);
    }
  } finally {
    await guest.dispose();
  }
});
