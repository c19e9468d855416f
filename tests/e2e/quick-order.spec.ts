import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { basketResponseSchema } from '../../lib/contract/schemas/cart';
import { searchProductsResponseSchema } from '../../lib/contract/schemas/search';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { originOf, registerByApi, signInFreshCustomer } from './support/fresh-customer';
import { signIn } from './support/login';
import { withCallMissing } from './support/missing-call';

const PAGE = '/rychla-objednavka';
const LOOKUP = '/admin/v1/x/products/lookup';
const isDesktop = (info: TestInfo) => info.project.name.startsWith('desktop');

async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png`, fullPage: true });
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Oznámenia' }).getByText(text);
const results = (page: Page) => page.getByRole('region', { name: 'Výsledok kontroly' });
const rowOf = (page: Page, line: number) =>
  results(page)
    .getByRole('row')
    .filter({ hasText: `Riadok ${line}` });

/** Three catalogue products with dashed codes (as installers copy them from a quotation). */
async function someProducts(page: Page) {
  const response = await page.request.get('/admin/v1/search-products/kamera/sk/24/0');
  const items = searchProductsResponseSchema
    .parse(await response.json())
    .items.map((i) => i.product)
    .filter((p) => /-.{3,}/.test(p.code));
  expect(items.length).toBeGreaterThanOrEqual(3);
  return items.slice(0, 3);
}

/** The code with its last character changed: a typo the lookup answers with close codes. */
const typo = (code: string) => `${code.slice(0, -1)}${code.endsWith('9') ? '8' : '9'}`;

async function basketQuantities(page: Page): Promise<Record<string, number>> {
  const basket = basketResponseSchema.parse(await (await page.request.get('/admin/v1/basket/sk')).json()).basket;
  return Object.fromEntries(basket.products.map((l) => [l.code, l.quantity]));
}

test.describe('quick order', () => {
  test.slow();

  test('a guest is sent to login and comes back to the quick order', async ({ page }, info) => {
    await page.goto(PAGE);
    await expect(page).toHaveURL(/\/login\?next=%2Frychla-objednavka$/);
    const email = `e2e-qo-login-${info.project.name}-${Date.now().toString(36)}@firma-test.sk`;
    await registerByApi(page.request, originOf(info), email, 'Objednavka123');
    await signIn(page, email, 'Objednavka123', `/login?next=${encodeURIComponent(PAGE)}`);
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Rýchla objednávka' })).toBeVisible();
    await expect(page.getByLabel('Kódy a množstvá')).toBeVisible();
  });

  test('paste with good, repeated, unknown and bad lines; pick a close code; add all; the basket has them', async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'qo');
    const [a, b, c] = await someProducts(page);
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Rýchla objednávka' })).toBeVisible();
    if (isDesktop(info)) await expect(page.getByRole('banner').getByRole('link', { name: 'Rýchla objednávka' })).toBeVisible();
    await shot(page, info, 'quick-order-empty');

    // nothing typed: a clear message, nothing sent
    await page.getByRole('button', { name: 'Skontrolovať' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Zadajte aspoň jeden riadok' })).toBeVisible();

    const lines = [`${a!.code.toLowerCase()}\t3`, `${b!.code};2`, `${a!.code} 1`, `${typo(c!.code)} 2`, 'NEEXISTUJE-XYZ-123 1', 'ZLY-RIADOK;2,5'];
    await page.getByLabel('Kódy a množstvá').fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Skontrolovať' }).click();
    await expect(results(page).getByRole('status')).toHaveText('2 riadky pripravené, 2 neznáme kódy, 1 chybný riadok');

    const first = rowOf(page, 1);
    await expect(first.getByRole('link', { name: a!.name })).toHaveAttribute('href', `/product/${a!.url.url}`);
    await expect(first.getByRole('textbox', { name: `Množstvo: ${a!.code.toLowerCase()}` })).toHaveValue('4');
    await expect(first.getByText('Spočítané s riadkom 3')).toBeVisible();
    await expect(rowOf(page, 6).getByText('Množstvo musí byť celé číslo kusov')).toBeVisible();
    await expect(rowOf(page, 5).getByText('Skontrolujte kód, podobný sme nenašli.')).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'quick-order-results');

    // the close code replaces the mistyped one and the row is ready with its quantity
    await rowOf(page, 4)
      .getByRole('button', { name: `Použiť kód ${c!.code}` })
      .click();
    await expect(rowOf(page, 4).getByRole('textbox', { name: `Množstvo: ${c!.code}` })).toHaveValue('2');
    await rowOf(page, 1)
      .getByRole('textbox', { name: `Množstvo: ${a!.code.toLowerCase()}` })
      .fill('5');
    await page.getByRole('button', { name: 'Odstrániť riadok NEEXISTUJE-XYZ-123' }).click();
    await expect(results(page).getByRole('status')).toHaveText('3 riadky pripravené, 1 chybný riadok');

    await page.getByRole('button', { name: 'Pridať všetko do košíka' }).click();
    await expect(toast(page, 'Do košíka pribudli 3 položky (9 ks).')).toBeVisible();
    await expect(results(page).getByRole('status')).toHaveText('0 riadkov pripravených, 1 chybný riadok, 3 pridané do košíka');
    expect(await basketQuantities(page)).toEqual({ [a!.code]: 5, [b!.code]: 2, [c!.code]: 2 });

    await page.getByRole('link', { name: 'Prejsť do košíka' }).first().click();
    await expect(page).toHaveURL('/cart');
    for (const [product, quantity] of [
      [a!, 5],
      [b!, 2],
      [c!, 2],
    ] as const) {
      await expect(page.getByRole('textbox', { name: `Množstvo: ${product.name}` }).first()).toHaveValue(String(quantity));
    }
  });

  test('a CSV from Excel (Windows-1250, header row) is read; a binary file or one of 5 000 lines gets a clear error and nothing is sent', async ({
    page,
  }, info) => {
    await signInFreshCustomer(page, info, 'qo-csv');
    const [a, b] = await someProducts(page);
    await page.goto(PAGE);
    let lookups = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(LOOKUP) && request.postDataJSON()?.codes?.length) lookups += 1;
    });
    const file = page.getByLabel('Alebo nahrajte súbor CSV');
    // a file chosen before the page is interactive would go unread: the empty check answers only once it is
    await page.getByRole('button', { name: 'Skontrolovať' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Zadajte aspoň jeden riadok' })).toBeVisible();

    await file.setInputFiles({ name: 'vykres.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]) });
    await expect(page.getByRole('alert').filter({ hasText: 'Súbor nie je textový CSV' })).toBeVisible();
    const many = Array.from({ length: 5000 }, (_, i) => `K-${i};1`).join('\r\n');
    await file.setInputFiles({ name: 'velky.csv', mimeType: 'text/csv', buffer: Buffer.from(many) });
    await expect(page.getByRole('alert').filter({ hasText: 'Zoznam má 5000 riadkov, naraz ich spracujeme najviac 500.' })).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    expect(lookups).toBe(0);

    // 'Kód;Množstvo' in Windows-1250 (ó = F3, ž = 9E), as Slovak Excel saves "CSV (oddelený bodkočiarkou)"
    const header = Buffer.from([0x4b, 0xf3, 0x64, 0x3b, 0x4d, 0x6e, 0x6f, 0x9e, 0x73, 0x74, 0x76, 0x6f]);
    const csv = Buffer.concat([header, Buffer.from(`\r\n${a!.code};3\r\n${b!.code};1\r\n`, 'latin1')]);
    await file.setInputFiles({ name: 'ponuka.csv', mimeType: 'text/csv', buffer: csv });
    await expect(results(page).getByRole('status')).toHaveText('2 riadky pripravené');
    await expect(rowOf(page, 2).getByRole('textbox', { name: `Množstvo: ${a!.code}` })).toHaveValue('3');
    expect(lookups).toBe(1);
  });

  test('the cart adds by code: an unknown code offers close ones, picking one adds it', async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'qo-cart');
    const [a] = await someProducts(page);
    await page.goto('/cart');
    const box = page.getByRole('region', { name: 'Pridať podľa kódu' });
    await box.getByLabel('Kód produktu').fill(typo(a!.code));
    await box.getByLabel('Množstvo').fill('2');
    await box.getByRole('button', { name: 'Pridať' }).click();
    await expect(box.getByText(`Kód ${typo(a!.code)} sme v katalógu nenašli.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'cart-add-by-code');
    await box.getByRole('button', { name: `Použiť kód ${a!.code}` }).click();
    await expect(toast(page, 'Produkt bol pridaný do košíka.').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: `Množstvo: ${a!.name}` })).toHaveValue('2');
    expect(await basketQuantities(page)).toEqual({ [a!.code]: 2 });
    await expect(box.getByRole('link', { name: /Rýchla objednávka/ })).toHaveAttribute('href', PAGE);
  });

  test('an upstream without the lookup: the page says it is not available, the links and the cart field are absent, no error', async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'qo-missing');
    // the account menu, the cart and the quick order page of parallel tests look codes up: hidden for this page's requests only
    await withCallMissing(page, info, LOOKUP, 'this-page', async () => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(PAGE);
      await expect(page.getByText('Rýchla objednávka nie je v tomto obchode dostupná.')).toBeVisible();
      await expect(page.getByLabel('Kódy a množstvá')).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Rýchla objednávka' })).toHaveCount(0);
      // the account menu draws the link from the server's HTML on and drops it once the lookup is known missing
      await page.goto('/account');
      await expect(page.getByRole('navigation', { name: 'Sekcie účtu' }).getByRole('link', { name: 'Prehľad' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Sekcie účtu' }).getByRole('link', { name: 'Rýchla objednávka' })).toHaveCount(0);
      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1, name: 'Košík' })).toBeVisible();
      await expect(page.getByText('Váš košík je prázdny')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Pridať podľa kódu' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Oznámenia' }).getByText(/Chyba|chyba/)).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
});
