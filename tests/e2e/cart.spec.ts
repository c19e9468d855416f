import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { basketResponseSchema, type Cart } from '../../lib/contract/schemas/cart';
import { formatPrice } from '../../lib/shared/format/money';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { signInFreshCustomer } from './support/fresh-customer';

const LINE = '/category/cctv';
const PRODUCT = '/product/ip-kamera-hikvision-ds-2cd2043g2-i-28';
const NAME = 'IP kamera bullet 4 Mpx, 2,8 mm, IR 40 m';
const isDesktop = (info: TestInfo) => info.project.name.startsWith('desktop');

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Oznámenia' }).getByText(text);
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Košík:/ });
const wishlistLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Obľúbené produkty:/ });

/** The cart as the server has it now (the page's figures must equal these). */
async function serverCart(page: Page): Promise<Cart> {
  const response = await page.request.get('/admin/v1/basket/sk');
  return basketResponseSchema.parse(await response.json()).basket;
}

const euro = (value: number) => `${formatPrice(value)}\u00a0€`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('cart (customer)', () => {
  // Many steps, and axe over a page of up to 72 cards: on a busy 2-core CI box this outgrows the default 30 s.
  test.slow();

  test('adds from a card and the product page, changes quantities, removes; the header follows', async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'cart');
    await page.goto(LINE);
    const firstCard = page.getByRole('article').first();
    const cardName = (await firstCard.getByRole('heading').textContent())!.trim();
    await firstCard.getByRole('button', { name: /^(Do košíka|Na objednávku): / }).click();
    await expect(toast(page, 'Produkt bol pridaný do košíka.').first()).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName(/^Košík: 1 kus,/);

    // the product page: typing a quantity changes it, the plus button adds one
    await page.goto(PRODUCT);
    const box = page.getByRole('main');
    const quantity = box.getByRole('textbox', { name: `Množstvo: ${NAME}` });
    await quantity.fill('2');
    await quantity.locator('xpath=..').getByRole('button', { name: 'Zvýšiť množstvo' }).click();
    await expect(quantity).toHaveValue('3');
    await box.getByRole('button', { name: new RegExp(`^(Do košíka|Na objednávku): ${escape(NAME)}$`) }).click();
    await expect(cartLink(page)).toHaveAccessibleName(/^Košík: 4 kusy,/);

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Košík' })).toBeVisible();
    const lines = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Odstrániť z košíka:/ }) });
    await expect(lines).toHaveCount(2);
    const line = lines.filter({ hasText: NAME });
    await expect(line.getByRole('link', { name: NAME })).toHaveAttribute('href', PRODUCT);
    const lineQuantity = line.getByRole('textbox', { name: `Množstvo: ${NAME}` });
    await expect(lineQuantity).toHaveValue('3');

    // quick changes end with the server's last word: several clicks, then a typed number
    const plus = line.getByRole('button', { name: 'Zvýšiť množstvo' });
    await plus.click();
    await plus.click();
    await plus.click();
    await lineQuantity.fill('12');
    await expect(lineQuantity).toHaveValue('12');
    await expect.poll(async () => (await serverCart(page)).products.find((l) => l.name === NAME)?.quantity).toBe(12);
    const cart = await serverCart(page);
    const summary = page.getByRole('region', { name: 'Súhrn objednávky' });
    await expect(summary.getByText(euro(cart.product_price_without_vat))).toBeVisible();
    await expect(summary.getByText(euro(cart.product_price))).toBeVisible();
    await expect(line.getByText(euro(cart.products.find((l) => l.name === NAME)!.price_total_exc_vat))).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName(new RegExp(`^Košík: 13 kusov, spolu ${escape(euro(cart.product_price_without_vat))} bez DPH`));
    if (isDesktop(info)) await expect(cartLink(page).getByText(euro(cart.product_price_without_vat))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pokračovať k pokladni' })).toHaveAttribute('href', '/checkout');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);

    // the minus button stops at 1
    await lineQuantity.fill('1');
    await expect(line.getByRole('button', { name: 'Znížiť množstvo' })).toBeDisabled();

    await page.getByRole('button', { name: `Odstrániť z košíka: ${NAME}` }).click();
    await expect(toast(page, 'Produkt bol odstránený z košíka.').first()).toBeVisible();
    await expect(lines).toHaveCount(1);
    await expect(cartLink(page)).toHaveAccessibleName(/^Košík: 1 kus,/);
    const removed = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes('/admin/v1/basket/remove/'));
    await page.getByRole('button', { name: `Odstrániť z košíka: ${cardName}` }).click();
    await expect(page.getByRole('heading', { name: 'Váš košík je prázdny' })).toBeVisible();
    // the line goes at once, its toast when the server answers (axe must not meet it fading in);
    // the same toast again replaces the one shown instead of stacking
    await removed;
    await expect(toast(page, 'Produkt bol odstránený z košíka.')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Prejsť do katalógu' })).toHaveAttribute('href', '/');
    await expect(cartLink(page)).toHaveAccessibleName(/^Košík: prázdny,/);
    await expectNoSeriousA11yViolations(page);
  });

  test('adds from the search results', async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'cart');
    await page.goto('/search-product/kamera');
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: /^(Do košíka|Na objednávku): / }).click();
    await expect(toast(page, 'Produkt bol pridaný do košíka.').first()).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName(/^Košík: 1 kus,/);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  test("a product out of stock reads 'to order' and still adds", async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'cart');
    // the line's first page holds products to order (a 72-card page made the accessibility check
    // alone take most of the test's time under the suite's load)
    await page.goto(LINE);
    const button = page.getByRole('button', { name: /^Na objednávku: / }).first();
    await expect(button).toBeVisible();
    await button.click();
    await expect(toast(page, 'Produkt bol pridaný do košíka.').first()).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName(/^Košík: 1 kus,/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('wishlist (customer)', () => {
  test('the heart, the header count and the wishlist page with ordering and remove', async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'cart');
    await page.goto(PRODUCT);
    await expect(wishlistLink(page)).toHaveAccessibleName('Obľúbené produkty: 0');
    const heart = page
      .getByRole('main')
      .getByRole('button', { name: `Obľúbený produkt: ${NAME}` })
      .first();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistLink(page)).toHaveAccessibleName('Obľúbené produkty: 1');
    await expect(toast(page, 'Produkt bol pridaný medzi obľúbené.').first()).toBeVisible();

    await page.goto('/account/wishlist');
    const list = page.getByRole('region', { name: 'Obľúbené produkty' }).getByRole('list');
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(list.getByRole('heading', { name: NAME })).toBeVisible();
    await expect(page.getByText('1 produkt v obľúbených')).toBeVisible();
    await expect(page.getByLabel('Zoradiť')).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: `Odobrať z obľúbených: ${NAME}` }).click();
    await expect(page.getByRole('heading', { name: 'Zatiaľ nemáte žiadne obľúbené produkty' })).toBeVisible();
    await expect(wishlistLink(page)).toHaveAccessibleName('Obľúbené produkty: 0');
    await expect(toast(page, 'Produkt bol odstránený z obľúbených.').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a server failure on add rolls the heart and the count back with an error toast', async ({ page }, info) => {
    await signInFreshCustomer(page, info, 'cart');
    await page.route('**/admin/v1/customer/wish-list/add', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: [{ key: 'server', code: 'messages.server.error' }] }),
      }),
    );
    await page.goto(PRODUCT);
    const heart = page
      .getByRole('main')
      .getByRole('button', { name: `Obľúbený produkt: ${NAME}` })
      .first();
    await expect(wishlistLink(page)).toHaveAccessibleName('Obľúbené produkty: 0');
    await heart.click();
    await expect(toast(page, /Nastala chyba v časti „obľúbené produkty“/)).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(wishlistLink(page)).toHaveAccessibleName('Obľúbené produkty: 0');
  });
});

test.describe('cart (guest)', () => {
  test('no cart buttons, no cart request, an empty cart page that invites to sign in', async ({ page }) => {
    const basketCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/admin/v1/basket')) basketCalls.push(request.url());
    });
    await page.goto(LINE);
    await expect(page.getByText('Cena sa zobrazí po prihlásení').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Do košíka|Na objednávku)/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Obľúbený produkt/ })).toHaveCount(0);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Váš košík je prázdny' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prihlásiť sa' }).last()).toHaveAttribute('href', '/login?next=%2Fcart');
    expect(basketCalls).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});
