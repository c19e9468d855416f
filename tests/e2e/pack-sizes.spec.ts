import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { basketResponseSchema } from '../../lib/contract/schemas/cart';
import { productResponseSchema } from '../../lib/contract/schemas/product';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { acceptTerms, continueToStep, fillBilling } from './support/checkout-steps';
import { addToCartByApi, originOf, signInFreshCustomer } from './support/fresh-customer';
import { shot } from './support/shot';

// docs/decisions/058-trade-terms.md: a cable sold by the 305 m box. One product per project (the two
// viewports run at once), set through the e2e hook and revalidated, so the page's server HTML names the pack.
const SECRET = process.env.REVALIDATE_SECRET ?? '';
const slugOf = (info: TestInfo) => (info.project.name.startsWith('desktop') ? 'opticky-kabel-solarix-sxko-u-12-om3-lsoh' : 'opticky-kabel-legrand-032641');
const SOLD_BY = 'Predáva sa po 305 m';
const REFUSAL = 'Predáva sa po 305 m: zvoľte 305 m alebo 610 m.';

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Oznámenia' }).getByText(text);

/** Sells the project's cable by `pack` from `pack` (1: by the metre again) and revalidates its pages; its detail. */
async function sellByPack(request: APIRequestContext, info: TestInfo, pack: number) {
  const slug = slugOf(info);
  const set = await request.post(`/admin/v1/test-hooks/product/${slug}/pack`, {
    headers: { Origin: originOf(info) },
    data: { pack_size: pack, min_quantity: pack },
  });
  expect(set.status()).toBe(200);
  const { id } = (await set.json()).product as { id: number };
  const revalidated = await request.post('/api/revalidate', { data: { tags: [`product:${id}`] }, headers: { Authorization: `Bearer ${SECRET}` } });
  expect(revalidated.status()).toBe(200);
  return productResponseSchema.parse(await (await request.get(`/admin/v1/product/detail/url/${slug}/sk`)).json()).product;
}

async function serverQuantities(page: Page): Promise<Record<string, number>> {
  const basket = basketResponseSchema.parse(await (await page.request.get('/admin/v1/basket/sk')).json()).basket;
  return Object.fromEntries(basket.products.map((line) => [line.code, line.quantity]));
}

test.describe('a product sold by the pack', () => {
  // one worker holds the pack for its tests: another's afterAll must not take it away in the middle
  test.describe.configure({ mode: 'serial' });
  let cable: Awaited<ReturnType<typeof sellByPack>>;

  test.beforeAll(async ({ request }, info) => {
    expect(SECRET, 'scripts/e2e.ts sets REVALIDATE_SECRET').not.toBe('');
    cable = await sellByPack(request, info, 305);
    // stale-while-revalidate: the first request after may still get the page without the pack
    await expect.poll(async () => (await (await request.get(`/product/${cable.url.url}`)).text()).includes(SOLD_BY), { timeout: 15_000 }).toBe(true);
  });

  test.afterAll(async ({ request }, info) => {
    await sellByPack(request, info, 1);
  });

  test('the product page names the box and its quantity steps by it; a typed 500 m is not taken', async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'pack-product');
    await page.goto(`/product/${cable.url.url}`);
    const main = page.getByRole('main');
    await expect(main.getByText(SOLD_BY, { exact: true })).toBeVisible();
    const quantity = main.getByRole('textbox', { name: `Množstvo: ${cable.name}` });
    await expect(quantity).toHaveValue('305');
    await expect(main.getByRole('button', { name: 'Znížiť množstvo' }).first()).toBeDisabled();
    await main.getByRole('button', { name: 'Zvýšiť množstvo' }).first().click();
    await expect(quantity).toHaveValue('610');

    await quantity.fill('500');
    await expect(quantity).toHaveAccessibleDescription(REFUSAL);
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'pack-product');

    // the field kept 610 m: that is what goes into the basket
    await main.getByRole('button', { name: new RegExp(`^(Do košíka|Na objednávku): ${cable.name}$`) }).click();
    await expect(toast(page, 'Produkt bol pridaný do košíka.')).toBeVisible();
    expect(await serverQuantities(page)).toEqual({ [cable.code]: 610 });
  });

  test('the cart line steps by the box, and an add by code not of whole boxes is flagged with what to add instead', async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'pack-cart');
    await addToCartByApi(page, info, cable.url.url, 305);
    await page.goto('/cart');
    const field = page.getByRole('textbox', { name: `Množstvo: ${cable.name}` });
    const line = page.getByRole('main').getByRole('listitem').filter({ has: field });
    const quantity = line.getByRole('textbox', { name: `Množstvo: ${cable.name}` });
    await expect(quantity).toHaveValue('305');
    await expect(line.getByRole('button', { name: 'Znížiť množstvo' })).toBeDisabled();
    await line.getByRole('button', { name: 'Zvýšiť množstvo' }).click();
    await expect(quantity).toHaveValue('610');
    await expect.poll(() => serverQuantities(page)).toEqual({ [cable.code]: 610 });

    await quantity.fill('500');
    await expect(quantity).toHaveAccessibleDescription(REFUSAL);

    // the add-by-code box checks the line's new sum before sending: 500 m more is flagged with what to add instead
    const byCode = page.getByRole('region', { name: 'Pridať podľa kódu' });
    await byCode.getByLabel('Kód produktu').fill(cable.code);
    const added = byCode.getByLabel('Množstvo', { exact: true });
    await added.fill('500');
    await byCode.getByRole('button', { name: 'Pridať', exact: true }).click();
    await expect(byCode.getByText('Predáva sa po 305 m.')).toBeVisible();
    await expect(added).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'pack-add-by-code');
    expect(await serverQuantities(page)).toEqual({ [cable.code]: 610 });
    await byCode.getByRole('button', { name: 'Zmeniť množstvo na 305 m' }).click();
    await expect(added).toHaveValue('305');
    await byCode.getByRole('button', { name: 'Pridať', exact: true }).click();
    await expect.poll(() => serverQuantities(page)).toEqual({ [cable.code]: 915 });
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, info, 'pack-cart');
  });

  test('the quick order flags 500 m with the two nearest boxes as one-tap fixes', async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'pack-quick');
    await page.goto('/rychla-objednavka');
    await page.getByLabel('Kódy a množstvá').fill(`${cable.code} 500`);
    await page.getByRole('button', { name: 'Skontrolovať' }).click();
    const row = page.getByRole('region', { name: 'Výsledok kontroly' }).getByRole('row').filter({ hasText: 'Riadok 1' });
    await expect(row.getByText('Predáva sa po 305 m.')).toBeVisible();
    await expect(row.getByText('500 m →')).toBeVisible();
    const field = row.getByRole('textbox', { name: `Množstvo: ${cable.code}` });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Pridať všetko do košíka' })).toBeDisabled();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'pack-quick-order');

    await row.getByRole('button', { name: 'Zmeniť množstvo na 610 m' }).click();
    await expect(field).toHaveValue('610');
    await expect(row.getByText('500 m →')).toHaveCount(0);
    await page.getByRole('button', { name: 'Pridať všetko do košíka' }).click();
    await expect(toast(page, 'Do košíka pribudla 1 položka (610 ks).')).toBeVisible();
    expect(await serverQuantities(page)).toEqual({ [cable.code]: 610 });
  });

  test('placing a cart whose cable line a new box no longer fits is refused, naming the line; nothing is ordered', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    await signInFreshCustomer(page, info, 'pack-place');
    await addToCartByApi(page, info, cable.url.url, 305);
    await page.goto('/checkout');
    await fillBilling(page);
    await continueToStep(page, 2);
    await continueToStep(page, 3);
    await acceptTerms(page);
    // the operator sells the cable by 400 m boxes now: the 305 m line is no longer sold
    await sellByPack(request, info, 400);
    try {
      const answer = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/admin/v1/cart/order/sk');
      await page.getByRole('button', { name: 'Objednávka s povinnosťou platby' }).click();
      expect((await answer).status()).toBe(400);
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText('Objednávku v tomto množstve nemôžeme prijať');
      await expect(alert).toContainText(`${cable.name} sa predáva po 400 m: zvoľte 400 m.`);
      await expect(alert.getByRole('link', { name: 'košíku' })).toHaveAttribute('href', '/cart');
      await expect(page).toHaveURL(/\/checkout$/);
      expect(await serverQuantities(page)).toEqual({ [cable.code]: 305 });
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoSeriousA11yViolations(page);
      await alert.scrollIntoViewIfNeeded();
      await shot(page, info, 'pack-place-refused');
    } finally {
      await sellByPack(request, info, 305);
    }
  });
});
