import { expect, test, type Page } from '@playwright/test';
import { basketResponseSchema } from '../../lib/contract/schemas/cart';
import { invoicesResponseSchema, orderDetailResponseSchema, ordersResponseSchema } from '../../lib/contract/schemas/account';
import { productResponseSchema } from '../../lib/contract/schemas/product';
import { DEMO_COMPANY_TERMS, DEMO_TERMS_DAYS, SECOND_COMPANY_TERMS } from '../../lib/backend/seed/demo-companies';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { acceptTerms, continueToStep, fillBilling, FINALIZE } from './support/checkout-steps';
import { signInFreshCustomer } from './support/fresh-customer';
import { balanceFact, balancePanel, placeAndWait, setDemoTerms, skMoney, spaced, summaryOnAccount } from './support/on-account';
import { shot } from './support/shot';

// Issue 45, item 8: the two demo companies (docs/decisions/058-trade-terms.md) from a product page to a
// placed order and to a refused one. The demo accounts are shared by specs running at once (and some
// count the demo's orders), so each test orders as a fresh company put on exactly that demo
// company's list and terms by the e2e hook (lib/backend/seed/demo-companies.ts).

/** A net price and breaks on "Montážnik" (33,50 €; from 50 pieces 29,90 €), another net price on "Základný" (39,90 €). */
const JA_150P = 'pir-detektor-jablotron-ja-150p';
/** Installation cable sold by the 305 m box; breaks for everyone from 1220 m (lib/backend/seed/trade-terms-packs.ts). */
const UTP = 'instalacny-kabel-solarix-sxkd-5e-utp-pvc';
const PACK_REFUSAL = 'Predáva sa po 305 m: zvoľte 305 m alebo 610 m.';
const DAY_MS = 86_400_000;

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Oznámenia' }).getByText(text);
/** The buy box's price line, "33,50 € bez DPH" (a related product's card further down says it differently). */
const buyBoxPrice = (page: Page) =>
  main(page)
    .getByText(/€ bez DPH$/)
    .first();
const cartLine = (page: Page, code: string) =>
  main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Odstrániť z košíka:/ }) })
    .filter({ hasText: code });

async function productOf(page: Page, slug: string) {
  return productResponseSchema.parse(await (await page.request.get(`/admin/v1/product/detail/url/${slug}/sk`)).json()).product;
}

async function basketOf(page: Page) {
  return basketResponseSchema.parse(await (await page.request.get('/admin/v1/basket/sk')).json()).basket;
}

/** Opens the product's page and checks the company's price in its buy box; the product. */
async function openProductPage(page: Page, slug: string, price: string) {
  const product = await productOf(page, slug);
  await page.goto(`/product/${slug}`);
  await expect(buyBoxPrice(page)).toHaveText(`${price} € bez DPH`);
  return product;
}

/** Puts `quantity` (or the page's default) of the open product page's product in the cart with the page's own button. */
async function addFromProductPage(page: Page, name: string, quantity?: number) {
  if (quantity !== undefined)
    await main(page)
      .getByRole('textbox', { name: `Množstvo: ${name}` })
      .fill(String(quantity));
  await main(page)
    .getByRole('button', { name: new RegExp(`^(Do košíka|Na objednávku): ${name}$`) })
    .click();
  await expect(toast(page, 'Produkt bol pridaný do košíka.')).toBeVisible();
}

/** The customer's newest order, as its detail answers it. */
async function newestOrder(page: Page) {
  const { orders } = ordersResponseSchema.parse(await (await page.request.get('/admin/v1/customer/orders/12/0')).json());
  expect(orders).toHaveLength(1);
  return orderDetailResponseSchema.parse(await (await page.request.get(`/admin/v1/customer/order/detail/${orders[0]!.id}/sk`)).json()).orders;
}

test.describe('the demo company on "Montážnik" with 30-day terms and a 5 000 € limit', () => {
  test('orders from the product page on account at its own price; the invoice is due in 30 days and the board shows the balance', async ({ page }, info) => {
    test.setTimeout(90_000);
    const email = await signInFreshCustomer(page, info, 'montaznik');
    await setDemoTerms(page, info, email, DEMO_COMPANY_TERMS);

    const product = await openProductPage(page, JA_150P, '33,50');
    await expect(page.getByText('Pôvodná cena 42,00 €').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Množstevné ceny' }).getByRole('row')).toHaveText([
      /Množstvo/,
      'od 10 ks31,90 €39,24 €',
      'od 50 ks29,90 €36,78 €',
    ]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, info, 'demo-product-breaks');
    await addFromProductPage(page, product.name);

    await page.goto('/cart');
    const line = cartLine(page, product.code);
    await expect(line.getByText('33,50 €').first()).toBeVisible();
    await expect(line.getByText('Ešte 9 ks a cena bude 31,90 €/ks')).toBeVisible();

    await summaryOnAccount(page, info, DEMO_TERMS_DAYS, 'demo-checkout-on-account');
    await placeAndWait(page, 200);
    await expect(toast(page, 'Objednávka bola úspešne odoslaná.')).toBeVisible();

    const order = await newestOrder(page);
    expect(order.payment).toBe(`Na faktúru so splatnosťou ${DEMO_TERMS_DAYS} dní`);
    expect(order.products.map((l) => [l.code, l.amount, l.price_exc_vat])).toEqual([[product.code, 1, 33.5]]);
    const { invoices } = invoicesResponseSchema.parse(await (await page.request.get('/admin/v1/customer/invoices/12/0')).json());
    expect(invoices).toHaveLength(1);
    const invoice = invoices[0]!;
    expect(new Date(invoice.due_to).getTime() - new Date(invoice.created_at).getTime()).toBe(DEMO_TERMS_DAYS * DAY_MS);
    expect(order.products_price_without_vat).toBe(33.5);

    await page.goto('/account');
    await expect(balancePanel(page)).toBeVisible();
    const limit = DEMO_COMPANY_TERMS.creditLimitCents! / 100;
    await expect(balanceFact(page, 'Splatnosť faktúr')).toHaveText(`${DEMO_TERMS_DAYS} dní`);
    expect(spaced(await balanceFact(page, 'Nezaplatené faktúry').textContent())).toBe(skMoney(invoice.not_paid_amount));
    expect(spaced(await balanceFact(page, 'Zostáva z limitu').textContent())).toBe(`${skMoney(limit - invoice.not_paid_amount)} z ${skMoney(limit)}`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'demo-balance');
  });

  test('an order on account passing what the limit leaves is refused naming the figures, and the cart stays as it was', async ({ page }, info) => {
    test.setTimeout(90_000);
    const email = await signInFreshCustomer(page, info, 'montaznik-limit');
    await setDemoTerms(page, info, email, DEMO_COMPANY_TERMS);

    // 150 pieces at the 50-piece break: 4 485,00 € without VAT, 5 516,55 € with it, past 5 000 €
    const product = await openProductPage(page, JA_150P, '33,50');
    await addFromProductPage(page, product.name, 150);
    await page.goto('/cart');
    const line = cartLine(page, product.code);
    await expect(line.getByText('Množstevná cena od 50 ks')).toBeVisible();
    await expect(line.getByText('4 485,00 €')).toBeVisible();
    const before = await basketOf(page);
    expect(before.products.map((l) => [l.code, l.quantity, l.price_unit_exc_vat])).toEqual([[product.code, 150, 29.9]]);

    await summaryOnAccount(page, info, DEMO_TERMS_DAYS, 'demo-checkout-over-limit');
    await placeAndWait(page, 409);
    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText('Objednávku na faktúru nemôžeme prijať');
    const text = spaced(await alert.textContent());
    const figures = /Objednávka by prekročila úverový limit (.+?): nezaplatené faktúry (.+?), táto objednávka (\d[\d ]*,\d\d) €\./.exec(text);
    expect(figures, text).not.toBeNull();
    expect(figures![1]).toBe(skMoney(DEMO_COMPANY_TERMS.creditLimitCents! / 100));
    expect(figures![2]).toBe(skMoney(0));
    expect(Number(figures![3]!.replace(/ /g, '').replace(',', '.'))).toBeGreaterThan(5516.55);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('button', { name: FINALIZE })).toBeEnabled();

    const after = await basketOf(page);
    expect(after.id).toBe(before.id);
    expect(after.products.map((l) => [l.id, l.quantity])).toEqual(before.products.map((l) => [l.id, l.quantity]));
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await alert.scrollIntoViewIfNeeded();
    await shot(page, info, 'demo-refused-limit');
  });
});

test.describe('the demo company on "Základný" that prepays', () => {
  test('orders from the product page by bank transfer at its own price, offered no payment on account', async ({ page }, info) => {
    test.setTimeout(90_000);
    const email = await signInFreshCustomer(page, info, 'zakladny');
    await setDemoTerms(page, info, email, SECOND_COMPANY_TERMS);

    const product = await openProductPage(page, JA_150P, '39,90');
    await addFromProductPage(page, product.name);
    await expect(page.getByRole('table', { name: 'Množstevné ceny' })).toHaveCount(0);
    await page.goto('/cart');
    await expect(cartLine(page, product.code).getByText('39,90 €').first()).toBeVisible();

    await page.goto('/checkout');
    await fillBilling(page);
    await continueToStep(page, 2);
    await expect(page.getByRole('radio', { name: /Bankový prevod/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Na faktúru/ })).toHaveCount(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await continueToStep(page, 3);
    await acceptTerms(page);
    await placeAndWait(page, 200);
    await expect(toast(page, 'Objednávka bola úspešne odoslaná.')).toBeVisible();

    const order = await newestOrder(page);
    expect(order.payment).toBe('Bankový prevod');
    expect(order.products.map((l) => [l.code, l.amount, l.price_exc_vat])).toEqual([[product.code, 1, 39.9]]);
    await page.goto('/account');
    await expect(main(page).getByRole('heading', { level: 2, name: /Dobrý deň/ })).toBeVisible();
    await expect(balancePanel(page)).toHaveCount(0);
  });

  test('a length of cable that is not a whole box is refused naming the box, from the product page and the cart', async ({ page }, info) => {
    test.setTimeout(60_000);
    const email = await signInFreshCustomer(page, info, 'zakladny-balenie');
    await setDemoTerms(page, info, email, SECOND_COMPANY_TERMS);

    const cable = await productOf(page, UTP);
    await page.goto(`/product/${UTP}`);
    await expect(buyBoxPrice(page)).toHaveText(/^\d+,\d\d € bez DPH$/);
    const pagePrice = spaced(await buyBoxPrice(page).textContent());
    const quantity = main(page).getByRole('textbox', { name: `Množstvo: ${cable.name}` });
    await expect(main(page).getByText('Predáva sa po 305 m', { exact: true })).toBeVisible();
    await expect(quantity).toHaveValue('305');
    await quantity.fill('500');
    await expect(quantity).toHaveAccessibleDescription(PACK_REFUSAL);
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await addFromProductPage(page, cable.name, 305);

    await page.goto('/cart');
    const line = cartLine(page, cable.code);
    const basket = await basketOf(page);
    // the line is priced at the company's price the product page showed
    const price = basket.products[0]!.price_unit_exc_vat;
    expect(`${skMoney(price)} bez DPH`).toBe(pagePrice);
    await expect(line.getByText(skMoney(price)).first()).toBeVisible();
    await expect(line.getByText('Ešte 915 m a cena bude 0,21 €/m')).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, info, 'demo-cart-pack-break');

    // the cart's add-by-code flags 500 m more (no whole box either) before sending it; the basket call's
    // own refusal of it is held by tests/contract/cart/pack-sizes.test.ts
    const byCode = main(page).getByRole('region', { name: 'Pridať podľa kódu' });
    await byCode.getByLabel('Kód produktu').fill(cable.code);
    const added = byCode.getByLabel('Množstvo', { exact: true });
    await added.fill('500');
    await byCode.getByRole('button', { name: 'Pridať', exact: true }).click();
    await expect(byCode.getByText('Predáva sa po 305 m.')).toBeVisible();
    await expect(added).toHaveAttribute('aria-invalid', 'true');
    expect((await basketOf(page)).products.map((l) => [l.code, l.quantity])).toEqual([[cable.code, 305]]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'demo-refused-pack');
  });
});
