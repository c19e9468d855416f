import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { productResponseSchema } from '../../lib/contract/schemas/product';
import { warehouseStockResponseSchema } from '../../lib/contract/schemas/warehouse-stock';
import { stockLabel } from '../../lib/shop/catalogue/stock';
import { pickupReady } from '../../lib/shop/stock/pickup-time';
import { hasHorizontalScroll } from './support/axe';
import { acceptTerms, continueToStep, FINALIZE, fillBilling } from './support/checkout-steps';
import { addToCartByApi, originOf, signInFreshCustomer } from './support/fresh-customer';
import { withCallMissing } from './support/missing-call';
import { shot } from './support/shot';

const CAMERA = 'ip-kamera-hikvision-ds-2cd2043g2-i-28';
// Wednesday 25 November 2026, 10:00 in Bratislava: before both stores' cut-offs (decision 066)
const WEDNESDAY_MORNING = new Date('2026-11-25T09:00:00Z');
// Friday 27 November 2026, 18:00 in Bratislava: after them, so Monday
const FRIDAY_EVENING = new Date('2026-11-27T17:00:00Z');

/** The day an order placed at `at` is ready in Košice, as the confirmation prints it. */
function readyDate(at: Date) {
  const { day } = pickupReady(at, { cutOff: '11:00', readyFrom: '13:30' });
  return `${day.day}. ${day.month}. ${day.year}`;
}

async function productOf(page: Page, slug: string) {
  return productResponseSchema.parse(await (await page.request.get(`/admin/v1/product/detail/url/${slug}/sk`)).json()).product;
}

/** The product's seeded stock per warehouse, as the extension answers it. */
async function stockOf(page: Page, productId: number) {
  const answer = warehouseStockResponseSchema.parse(await (await page.request.get(`/admin/v1/x/products/${productId}/stock`)).json());
  const pieces = new Map(answer.products[0]!.warehouses.map((w) => [w.id, w.stock]));
  return answer.warehouses.map((w) => ({ ...w, stock: pieces.get(w.id) ?? 0 }));
}

/**
 * Products of this project's own, whose stock the test sets (tests of the two widths run in
 * parallel). One per stock situation: the browser may keep an answer of the public stock call for
 * a minute (max-age=60), so a situation is a new set of products, not new pieces of the same one.
 */
async function ownProducts(page: Page, info: TestInfo) {
  const listing = await (await page.request.get('/category/evs?or=6')).text();
  const slugs = [...new Set([...listing.matchAll(/href="\/product\/([^"?#]+)"/g)].map((m) => m[1]!))];
  const first = info.project.name === 'desktop-1280' ? 4 : 5;
  return [slugs[first]!, slugs[first + 2]!, slugs[first + 4]!] as const;
}

/** How the product page words one warehouse's stock: the thresholds of docs/rules.md. */
function figure(label: string, stock: number, unit: string) {
  const l = stockLabel(stock);
  return l.kind === 'over1000' ? `${label}: viac ako 1000 ${unit}` : l.kind === 'lessThan' ? `${label}: do ${l.threshold} ${unit}` : `${label}: 0 ${unit}`;
}

test.describe('stock per warehouse and when it can be picked up (issue 48 item 4)', () => {
  test('the product page lists each warehouse and, by the visitor’s clock, when an order is ready at each store holding it', async ({ page }, info) => {
    const product = await productOf(page, CAMERA);
    const warehouses = await stockOf(page, product.id);
    expect(warehouses.map((w) => w.label)).toEqual(['Bratislava', 'Košice', 'Centrálny sklad']);
    const unit = product.unit_of_measure || 'ks';
    await page.clock.setFixedTime(WEDNESDAY_MORNING);
    await page.goto(`/product/${CAMERA}`);
    const block = page.getByRole('region', { name: 'Sklady' });
    for (const w of warehouses) await expect(block.getByText(figure(w.label, w.stock, unit), { exact: true })).toBeVisible();
    const stores = warehouses.filter((w) => w.pick_up && w.stock > 0);
    const today = {
      Bratislava: 'Objednajte do 12:00, vyzdvihnutie dnes od 14:00 v Bratislave',
      Košice: 'Objednajte do 11:00, vyzdvihnutie dnes od 13:30 v Košiciach',
    } as Record<string, string>;
    for (const w of stores) await expect(block.getByText(today[w.label]!)).toBeVisible();
    await expect(block.getByRole('listitem').filter({ hasText: /vyzdvihnutie/i })).toHaveCount(stores.length);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, info, 'warehouse-stock-product');

    // Friday evening the same page says Monday
    await page.clock.setFixedTime(FRIDAY_EVENING);
    await page.reload();
    const monday = { Bratislava: 'Vyzdvihnutie v pondelok od 14:00 v Bratislave', Košice: 'Vyzdvihnutie v pondelok od 13:30 v Košiciach' } as Record<
      string,
      string
    >;
    for (const w of stores) await expect(block.getByText(monday[w.label]!)).toBeVisible();
  });

  test('the cart shows each line’s pieces per warehouse; checkout’s pickup says today only where the store holds them', async ({ page }, info) => {
    test.setTimeout(120_000);
    const [lacking, missing, held] = await ownProducts(page, info);
    const product = await productOf(page, lacking);
    const unit = product.unit_of_measure || 'ks';
    const ids = Object.fromEntries((await stockOf(page, product.id)).map((w) => [w.label, w.id]));
    const setStock = async (slug: string, bratislava: number, kosice: number, central: number) => {
      const warehouses = { [ids['Bratislava']!]: bratislava, [ids['Košice']!]: kosice, [ids['Centrálny sklad']!]: central };
      const answer = await page.request.post(`/admin/v1/test-hooks/product/${slug}/stock`, {
        headers: { Origin: originOf(info) },
        data: { stock: bratislava + kosice + central, warehouses },
      });
      expect(answer.status()).toBe(200);
    };
    await setStock(lacking, 4, 0, 120);
    await setStock(missing, 5, 0, 1);
    await setStock(held, 4, 3, 120);
    await page.clock.setFixedTime(WEDNESDAY_MORNING);
    await signInFreshCustomer(page, info, 'sklady');
    await addToCartByApi(page, info, lacking, 2);

    // the cart: the figures under the line's name, worded like the product page
    await page.goto('/cart');
    const line = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Odstrániť z košíka: ${product.name}` }) });
    const figures = line.getByRole('group', { name: 'Sklady' });
    await expect(figures.getByRole('listitem')).toHaveText([figure('Bratislava', 4, unit), figure('Košice', 0, unit), figure('Centrálny sklad', 120, unit)]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, info, 'warehouse-stock-cart');

    // checkout: Bratislava holds the 2 pieces, Košice none: they come from the central warehouse
    const main = page.getByRole('main');
    const store = (name: string) => main.getByRole('listitem').filter({ has: page.getByRole('radio', { name }) });
    const openPickup = async () => {
      await page.goto('/checkout');
      await fillBilling(page);
      await page.getByRole('radio', { name: 'Osobný odber' }).check();
    };
    await openPickup();
    await expect(store('Predajňa a sklad Bratislava').getByTestId('pickup-ready')).toHaveText('Pripravené dnes od 14:00 pri objednaní do 12:00');
    await expect(store('Predajňa a sklad Košice').getByTestId('pickup-ready')).toHaveText('Pripravené zajtra od 13:30 po presune z centrálneho skladu');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, info, 'warehouse-stock-checkout');

    // a second line nobody but Bratislava holds enough of: no day is promised in Košice
    await addToCartByApi(page, info, missing, 3);
    await openPickup();
    await expect(store('Predajňa a sklad Košice').getByTestId('pickup-ready')).toHaveText('Vyzdvihnutie po naskladnení');
    await expect(store('Predajňa a sklad Bratislava').getByTestId('pickup-ready')).toHaveText('Pripravené dnes od 14:00 pri objednaní do 12:00');

    // another customer's cart, which Košice holds: today there too, and the order placed there is ready today
    await signInFreshCustomer(page, info, 'sklady-kosice');
    await addToCartByApi(page, info, held, 2);
    await openPickup();
    await expect(store('Predajňa a sklad Košice').getByTestId('pickup-ready')).toHaveText('Pripravené dnes od 13:30 pri objednaní do 11:00');
    await page.getByRole('radio', { name: 'Predajňa a sklad Košice' }).click();
    await expect(main.getByTestId('pickup-ready')).toHaveText('Pripravené dnes od 13:30 pri objednaní do 11:00');

    // placed: the confirmation names the day it is ready, reckoned from when the server took the order
    const before = readyDate(new Date());
    await continueToStep(page, 2);
    await page.getByRole('radio', { name: /Platba v hotovosti pri odbere/ }).check();
    await continueToStep(page, 3);
    await acceptTerms(page);
    await page.getByRole('button', { name: FINALIZE }).click();
    await expect(page).toHaveURL(/\/objednavka\/\d+$/);
    const after = readyDate(new Date());
    await expect(page.getByTestId('order-pickup-ready')).toHaveText(
      before === after ? `Pripravené na vyzdvihnutie v Košiciach ${after} od 13:30` : /^Pripravené na vyzdvihnutie v Košiciach .+ od 13:30$/,
    );
  });

  test('an upstream without the extension: one stock figure, no warehouses, no pickup line', async ({ page }, info) => {
    // a product of its own: the call is hidden for every request (the page's public render carries no cookie)
    const listing = await (await page.request.get('/category/evs?or=6')).text();
    const slugs = [...listing.matchAll(/href="\/product\/([^"?#]+)"/g)].map((m) => m[1]!);
    const slug = slugs[info.project.name === 'desktop-1280' ? 2 : 3]!;
    const product = await productOf(page, slug);
    await withCallMissing(page, info, `/admin/v1/x/products/${product.id}/stock`, 'everyone', async () => {
      await page.goto(`/product/${slug}`);
      await expect(page.getByText('Dostupnosť')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Sklady' })).toHaveCount(0);
      await expect(page.getByText(/vyzdvihnutie/i)).toHaveCount(0);
    });
  });
});
