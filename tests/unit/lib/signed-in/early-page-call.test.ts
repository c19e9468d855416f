import type { ScopedMutator } from 'swr';
import { EARLY_CALLS_RUNNER, earlyCallsScript } from '@/lib/signed-in/server/early-calls-script';
import { EARLY_CALLS_GLOBAL, dropEarlyCalls } from '@/lib/shop/account/early-calls';
import { forgetMissingExtensions } from '@/lib/browser/missing-extensions';
import { fetchSignedInUser } from '@/lib/browser/session-summary';
import { customerPricesKey } from '@/lib/browser/swr-keys';
import { SIGNED_IN_ATTRIBUTE } from '@/lib/shop/account/signed-in-hint';
import { DEMO_USER, json } from '@/tests/unit/components/auth/api-mock';

// The inline scripts as the page's HTML runs them (signed-in-head.tsx, priced-products.tsx), and the
// session check (session-summary.ts) taking their answers through the browser client.

const EMPTY_BASKET = { id: null, amount: 0, products: [], product_price: 0, product_price_without_vat: 0 };
const price = (id: number) => ({ id, price: 12.3, price_exc_vat: 10, base_price_exc_vat: 10, discount: 0, stock: 3, wish_list: false });
// a foreign upstream's own 404 page (jsdom has no Response: the fields the client reads)
const notFound = () => ({ status: 404, ok: false, text: async () => '<h1>Not Found</h1>' }) as unknown as Response;

let sent: string[];
function backend(pageCall: boolean) {
  sent = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    sent.push(`${init?.method ?? 'GET'} ${path} ${init?.body ?? ''}`.trim());
    const summary = { success: true, user: DEMO_USER, basket: EMPTY_BASKET, wish_list_count: 2 };
    if (path.startsWith('/admin/v1/x/customer/page/')) {
      if (!pageCall) return notFound();
      return json({ ...summary, prices: (JSON.parse(String(init?.body)) as { ids: number[] }).ids.map(price) });
    }
    if (path === '/admin/v1/x/customer/summary/sk') return json(summary);
    return notFound();
  }) as unknown as typeof fetch;
}

// the head's runner once, then the inline script exactly as the page runs it
new Function(EARLY_CALLS_RUNNER)();
const run = async (ids: number[], list: number[] | null) =>
  new Function(await earlyCallsScript(ids, list === null ? [] : [{ method: 'POST', path: '/x/customer/prices', body: JSON.stringify({ ids: list }) }]))();

const mutator = () => {
  const filled = new Map<string, unknown>();
  const mutate = jest.fn(async (key: unknown, data: unknown) => {
    filled.set(JSON.stringify(key), data);
    return data;
  }) as unknown as ScopedMutator;
  return { mutate, filled };
};

beforeEach(() => {
  forgetMissingExtensions();
  dropEarlyCalls();
  document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, '');
});

describe('the early page call', () => {
  it('starts one call for the session and the first list, a prices call for a second list, nothing more at the end', async () => {
    backend(true);
    await run([1, 2], [1, 2]);
    await run([7], [7]);
    await run([], null);
    expect(sent).toEqual(['POST /admin/v1/x/customer/page/sk {"ids":[1,2]}', 'POST /admin/v1/x/customer/prices {"ids":[7]}']);
  });

  it('starts the call without products at the end of a page with no priced list', async () => {
    backend(true);
    await run([], null);
    expect(sent).toEqual(['POST /admin/v1/x/customer/page/sk {"ids":[]}']);
  });

  it('starts nothing in a browser without the signed-in hint', async () => {
    backend(true);
    document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
    await run([1], [1]);
    await run([], null);
    expect(sent).toEqual([]);
  });

  it("the session check takes the early answer: the user, and the first list's prices in its key, with no request of its own", async () => {
    backend(true);
    await run([1, 2], [1, 2]);
    const { mutate, filled } = mutator();
    expect((await fetchSignedInUser(mutate)).username).toBe(DEMO_USER.username);
    expect(sent).toHaveLength(1);
    expect(filled.get(JSON.stringify(customerPricesKey([1, 2])))).toEqual([price(1), price(2)]);
    expect(filled.get(JSON.stringify('/customer/wish-list-count'))).toBe(2);
  });

  it('against an upstream without the page call, the session check asks the summary, and the prices stay for their own call', async () => {
    backend(false);
    await run([1, 2], [1, 2]);
    const { mutate, filled } = mutator();
    expect((await fetchSignedInUser(mutate)).username).toBe(DEMO_USER.username);
    expect(sent).toEqual(['POST /admin/v1/x/customer/page/sk {"ids":[1,2]}', 'GET /admin/v1/x/customer/summary/sk']);
    expect(filled.has(JSON.stringify(customerPricesKey([1, 2])))).toBe(false);
    // later checks of this page go to the summary at once
    await fetchSignedInUser(mutate);
    expect(sent.slice(2)).toEqual(['GET /admin/v1/x/customer/summary/sk']);
  });
});

afterAll(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
});
