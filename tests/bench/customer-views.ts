/**
 * Issue 24 item 2: a signed-in customer's page view against a guest's, on the server, same run,
 * same pages (home, a category, a product, in turn), 10 viewers one view after the other each.
 * A guest view is the page's HTML. A customer view is what the browser asks (logged with
 * Playwright on the built shop): the HTML with the customer's cookies, then one call with the
 * session, cart, wishlist count and the customer's prices of the page's products
 * (POST /x/customer/page/{lang}, started by the page's inline script). The rows shown for comparison
 * are what the browser asks of upstreams lacking extensions: without the page call, the summary and
 * the prices call (POST /x/customer/prices) at once; without those too, the summary and the page's
 * product calls; without any, the spec's three calls and the product calls with prices. The customer has lines in the basket and a product on the wishlist.
 */
import os from 'node:os';
import { ShopClient } from '../cluster/support/shop-client';
import { percentile, printTable } from './figures';

const VIEWERS = 10;
const DEMO_EMAIL = 'demo@securitech.sk';
const DEMO_PASSWORD = 'Demo1234!';
const SHELL_SUMMARY = ['/admin/v1/x/customer/summary/sk'];
const SHELL_SPEC = ['/admin/v1/sign/user', '/admin/v1/basket/sk', '/admin/v1/customer/wish-list-count'];

/** One call of a view: a GET path, or a POST with its body. */
type Call = string | { path: string; body: unknown };

interface PageCalls {
  page: string;
  /** the session and the customer's prices of the page's products in one call (lib/browser/session-summary.ts) */
  combined: Call[];
  /** the customer's prices of the page's products (lib/signed-in/customer-prices.ts) */
  prices: Call[];
  /** the same from the spec's product calls, on an upstream without the prices call */
  products: Call[];
}

const ids = (products: Array<{ id: number }>) => products.map((p) => p.id);
const guestJson = async <T>(base: string, call: Call): Promise<T> =>
  (
    await (typeof call === 'string'
      ? fetch(base + call)
      : fetch(base + call.path, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify(call.body) }))
  ).json() as Promise<T>;
const pricesCall = (productIds: number[]): Call => ({ path: '/admin/v1/x/customer/prices', body: { ids: productIds } });
const pageCall = (productIds: number[]): Call => ({ path: '/admin/v1/x/customer/page/sk', body: { ids: productIds } });
const priced = (productIds: number[]) => ({ combined: [pageCall(productIds)], prices: [pricesCall(productIds)] });

async function pagesWithCalls(base: string, product: string | null): Promise<PageCalls[]> {
  const category = await guestJson<{ category: { id: number } }>(base, '/admin/v1/category/url/cctv/sk');
  const home: Call = '/admin/v1/product/homepage/sk';
  const filter: Call = {
    path: '/admin/v1/product/filter/sk/12/0',
    body: { condition: { 'categories.id': category.category.id }, order: [{ 'product.id': 'DESC' }] },
  };
  const pages: PageCalls[] = [
    { page: '/', ...priced(ids((await guestJson<{ products: Array<{ id: number }> }>(base, home)).products)), products: [home] },
    { page: '/category/cctv', ...priced(ids((await guestJson<{ products: Array<{ id: number }> }>(base, filter)).products)), products: [filter] },
  ];
  if (product) {
    const detail: Call = `/admin/v1/product/detail/url/${product.split('/').pop()}/sk`;
    const answer = await guestJson<{ product: { id: number; related_products: Array<{ id: number }> } }>(base, detail);
    pages.push({ page: product, ...priced([answer.product.id, ...ids(answer.product.related_products)]), products: [detail] });
  }
  return pages;
}

/**
 * The demo customer signed in once per viewer (sign-ups are rate limited per address), with a
 * session each, as ten browsers of one company; the basket gets three products and the wishlist
 * one when they are empty, so every view reads a cart with lines.
 */
async function demoSessions(base: string, productIds: readonly number[]): Promise<string[]> {
  const cookies: string[] = [];
  for (let k = 0; k < VIEWERS; k++) {
    const client = new ShopClient(DEMO_EMAIL);
    const answer = await client.signIn({ url: base }, DEMO_PASSWORD);
    if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
    if (k === 0) {
      const basket = (await client.call({ url: base }, 'GET', '/admin/v1/basket/sk')).body?.basket as { amount: number };
      if (basket.amount === 0) for (const id of productIds.slice(0, 3)) await client.addToBasket({ url: base }, id, 2);
      await client.call({ url: base }, 'PATCH', '/admin/v1/customer/wish-list/add', { id: productIds[3] });
    }
    cookies.push(client.cookieHeader());
  }
  return cookies;
}

function send(base: string, call: Call, cookie: string): Promise<unknown> {
  const init: RequestInit =
    typeof call === 'string'
      ? { headers: cookie ? { Cookie: cookie } : {} }
      : { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify(call.body) };
  return fetch(base + (typeof call === 'string' ? call : call.path), init).then((r) => r.arrayBuffer());
}

/** Views for `seconds`: each viewer loads the page's HTML, then its calls at once; views/s, p50, p95. */
async function views(
  base: string,
  pages: readonly PageCalls[],
  cookies: readonly string[],
  shell: readonly string[],
  seconds: number,
  priced: 'combined' | 'prices' | 'products',
) {
  const times: number[] = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie, viewer) => {
      for (let turn = viewer; Date.now() < end; turn++) {
        const { page, [priced]: products } = pages[turn % pages.length]!;
        const started = performance.now();
        await send(base, page, cookie);
        if (cookie) await Promise.all([...shell, ...products].map((call) => send(base, call, cookie)));
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { perSecond: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Prints guest, customer on the embedded backend, and customer with the spec's calls: views/s, p50, p95 and the ratios to the guest's. */
export async function benchCustomerViews(base: string, product: string | null, seconds: number): Promise<void> {
  const pages = await pagesWithCalls(base, product);
  const home = (await (await fetch(`${base}/admin/v1/product/homepage/sk`)).json()) as { products: Array<{ id: number }> };
  const ids = home.products.map((p) => p.id);
  const cookies = await demoSessions(base, ids);
  const load = os.loadavg()[0]!;
  const guest = await views(
    base,
    pages,
    Array.from({ length: VIEWERS }, () => ''),
    [],
    seconds,
    'prices',
  );
  const combined = await views(base, pages, cookies, [], seconds, 'combined');
  const summary = await views(base, pages, cookies, SHELL_SUMMARY, seconds, 'prices');
  const noPrices = await views(base, pages, cookies, SHELL_SUMMARY, seconds, 'products');
  const spec = await views(base, pages, cookies, SHELL_SPEC, seconds, 'products');
  const ms = (n: number) => `${Math.round(n)} ms`;
  const row = (who: string, what: string, v: typeof guest) => [
    who,
    what,
    v.perSecond.toFixed(1),
    ms(v.p50),
    ms(v.p95),
    (v.perSecond / guest.perSecond).toFixed(2),
    (v.p95 / guest.p95).toFixed(2),
  ];
  console.log(
    `\nCustomer page views against guest page views (${VIEWERS} viewers, ${seconds} s each, ${pages.map((p) => p.page).join(', ')} in turn; load average ${load.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)})`,
  );
  console.log("Targets: customer views/s ≥ 0.5× the guest's, customer p95 ≤ 2× the guest's.");
  printTable(
    ['viewer', 'what a view is', 'views/s', 'p50', 'p95', '× guest views/s', '× guest p95'],
    [
      row('guest', 'HTML', guest),
      row('customer', 'HTML, then the page call (summary and prices in one)', combined),
      row('customer, upstream without the page call', 'HTML, then summary + prices', summary),
      row('customer, upstream without the prices call', 'HTML, then summary + products', noPrices),
      row('customer, upstream without extensions', 'HTML, then sign/user + basket + wish-list-count + products', spec),
    ],
  );
}
