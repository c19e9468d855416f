import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { basketResponseSchema } from '../../lib/contract/schemas/cart';
import { searchProductsResponseSchema } from '../../lib/contract/schemas/search';
import { acceptTerms, continueToStep, fillBilling, FINALIZE } from './support/checkout-steps';
import { originOf, signInFreshCustomer } from './support/fresh-customer';
import { shot } from './support/shot';

// Cart changes made without signal are kept and sent once (docs/decisions/064-offline-cart-changes.md).

const notice = (page: Page) => page.getByText(/^Offline: .* na odoslanie$/);
const cartLines = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Odstrániť z košíka:/ }) });

/** The cart as the server has it now: product code → quantity. */
async function serverQuantities(page: Page): Promise<Record<string, number>> {
  const cart = basketResponseSchema.parse(await (await page.request.get('/admin/v1/basket/sk')).json()).basket;
  return Object.fromEntries(cart.products.map((line) => [line.code, line.quantity]));
}

/** Three products sold by the piece (no pack, no minimum). */
async function piecesProducts(page: Page) {
  const response = await page.request.get('/admin/v1/search-products/kamera/sk/24/0');
  const items = searchProductsResponseSchema
    .parse(await response.json())
    .items.map((item) => item.product)
    .filter((p) => (p.pack_size ?? 1) === 1 && (p.min_quantity ?? 1) <= 1);
  expect(items.length).toBeGreaterThanOrEqual(3);
  return items.slice(0, 3);
}

async function addByApi(page: Page, info: TestInfo, product: number, quantity = 1) {
  const added = await page.request.put('/admin/v1/basket/add', { headers: { Origin: originOf(info) }, data: { basket: null, product, quantity } });
  expect(added.status()).toBe(200);
}

test.describe('cart changes without signal', () => {
  // the worker is what these tests are about (playwright.config.ts blocks it elsewhere)
  test.use({ serviceWorkers: 'allow' });

  test.slow();

  test('three changes made offline are counted, then sent once when the signal returns', async ({ page, context }, info) => {
    await signInFreshCustomer(page, info, 'offline');
    const [a, b, c] = await piecesProducts(page);
    for (const product of [a!, b!, c!]) await addByApi(page, info, product.id);
    await page.goto('/cart');
    await expect(cartLines(page)).toHaveCount(3);
    const line = (name: string) => cartLines(page).filter({ hasText: name });

    await context.setOffline(true);
    await line(a!.name).getByRole('button', { name: 'Zvýšiť množstvo' }).click();
    await expect(page.getByText('Offline: 1 zmena čaká na odoslanie')).toBeVisible();
    await page.getByRole('button', { name: `Odstrániť z košíka: ${b!.name}` }).click();
    await expect(page.getByText('Offline: 2 zmeny čakajú na odoslanie')).toBeVisible();
    await line(c!.name).getByRole('button', { name: 'Zvýšiť množstvo' }).click();
    await expect(page.getByText('Offline: 3 zmeny čakajú na odoslanie')).toBeVisible();
    // shown ahead of the server: the new quantities, the removed line gone
    await expect(cartLines(page)).toHaveCount(2);
    await expect(line(a!.name).getByRole('textbox', { name: `Množstvo: ${a!.name}` })).toHaveValue('2');
    // the totals are the server's, from before the changes: the summary says so until they are sent
    const totalsNote = page.getByText('Súčty sa prepočítajú, keď sa zmeny urobené offline odošlú.');
    await expect(totalsNote).toBeVisible();
    await shot(page, info, 'offline-cart-notice');

    await context.setOffline(false);
    await expect(notice(page)).toBeHidden();
    await expect(totalsNote).toBeHidden();
    await expect.poll(() => serverQuantities(page)).toEqual({ [a!.code]: 2, [c!.code]: 2 });
    await page.reload();
    await expect(cartLines(page)).toHaveCount(2);
    await expect(line(c!.name).getByRole('textbox', { name: `Množstvo: ${c!.name}` })).toHaveValue('2');
    await expect(notice(page)).toBeHidden();
  });

  test('an add whose answer was lost is sent again with its key and added once; a repeat adds nothing', async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'offline-lost');
    const [product] = await piecesProducts(page);
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/admin/v1/basket/add')) keys.push(request.headers()['idempotency-key'] ?? '');
    });
    // the first add reaches the server, but its answer never reaches the page
    let lostStatus = 0;
    await page.route(
      '**/admin/v1/basket/add',
      async (route) => {
        lostStatus = (await route.fetch()).status();
        await route.abort('internetdisconnected');
      },
      { times: 1 },
    );
    await page.goto(`/product/${product!.url.url}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(`^(Do košíka|Na objednávku): `) })
      .first()
      .click();
    await expect.poll(() => keys.length).toBe(2);
    expect(lostStatus).toBe(200);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await expect(notice(page)).toBeHidden();
    await expect.poll(() => serverQuantities(page)).toEqual({ [product!.code]: 1 });

    // the same key once more, as a browser would after another lost answer: the first answer, nothing added
    const repeat = await page.request.put('/admin/v1/basket/add', {
      headers: { Origin: originOf(info), 'Idempotency-Key': keys[0]! },
      data: { basket: null, product: product!.id, quantity: 1 },
    });
    expect(repeat.status()).toBe(200);
    expect(repeat.headers()['idempotent-replayed']).toBe('true');
    expect(await serverQuantities(page)).toEqual({ [product!.code]: 1 });
  });

  test('placing an order offline is refused with a message; the cart and the checkout stay', async ({ page, context }, info) => {
    await signInFreshCustomer(page, info, 'offline-order');
    const [product] = await piecesProducts(page);
    await addByApi(page, info, product!.id, 2);
    await page.goto('/checkout');
    await fillBilling(page);
    await continueToStep(page, 2);
    await continueToStep(page, 3);
    await acceptTerms(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: FINALIZE }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^Ste bez pripojenia: objednávku teraz nemožno odoslať/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^Krok 3 z 3/ })).toBeVisible();
    await shot(page, info, 'offline-order-refused');
    await context.setOffline(false);
    expect(await serverQuantities(page)).toEqual({ [product!.code]: 2 });
    // back online, the same step places it
    await page.getByRole('button', { name: FINALIZE }).click();
    await expect(page).toHaveURL(/\/objednavka\/\d+/);
  });
});
