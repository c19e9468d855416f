import type { ApiClient, HttpMethod } from '@/lib/contract/client';
import type { ProductListItem } from '@/lib/contract/schemas/product';
import { loadCustomerPrices } from '@/lib/signed-in/customer-prices';
import { forgetMissingExtensions } from '@/lib/browser/missing-extensions';

import { json } from '@/tests/unit/components/auth/api-mock';
import { numberedProduct } from '../contract/fake-client';

/** A foreign upstream's own 404 page (docs/contract.md#extensions). */
const foreign404 = () => ({ status: 404, ok: false, text: async () => '<h1>Not Found</h1>' }) as unknown as Response;

const item = (id: number, price: number): ProductListItem =>
  numberedProduct(id, { code: `K-${id}`, stock: 4, price: price * 1.23, price_exc_vat: price, base_price_exc_vat: price, discount: 0, wish_list: id === 2 });

/** A backend answering the prices call (or a foreign one without it: 404 HTML) and the spec's product detail. */
function fakeBackend(prices: 'extension' | 'missing' | 'failing') {
  const calls: { method: HttpMethod; path: string; body: unknown }[] = [];
  const client: ApiClient = {
    async send(method, path, body) {
      calls.push({ method, path, body });
      if (path === '/x/customer/prices') {
        if (prices === 'missing') return foreign404();
        if (prices === 'failing') return json({ success: false, error: [{ key: 'server', code: 'messages.server.error' }] }, 500);
        const ids = (body as { ids: number[] }).ids;
        return json({ success: true, prices: ids.map((id) => ({ ...item(id, 10 * id), code: undefined })) });
      }
      if (path === '/product/detail/url/produkt-1/sk') return json({ success: true, product: { ...item(1, 10), related_products: [item(2, 20)] } });
      return json({ success: false, error: [{ key: 'route', code: 'messages.route.notFound' }] }, 404);
    },
  };
  return { client, calls };
}

const detail = [{ kind: 'detail' as const, lang: 'sk', url: 'produkt-1' }];

describe('loadCustomerPrices', () => {
  beforeEach(() => forgetMissingExtensions());

  it('asks the prices call once with the ids of the page, not the product calls', async () => {
    const { client, calls } = fakeBackend('extension');
    const prices = await loadCustomerPrices(client, [1, 2], detail);
    expect(prices.map((p) => [p.id, p.price_exc_vat, p.wish_list])).toEqual([
      [1, 10, false],
      [2, 20, true],
    ]);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/x/customer/prices', { ids: [1, 2] }]]);
  });

  it('on an upstream without the call (404 HTML) asks the product calls the page was built from, and from then on only them', async () => {
    const { client, calls } = fakeBackend('missing');
    const prices = await loadCustomerPrices(client, [1, 2], detail);
    expect(prices.map((p) => [p.id, p.price_exc_vat, p.stock, p.wish_list])).toEqual([
      [1, 10, 4, false],
      [2, 20, 4, true],
    ]);
    await loadCustomerPrices(client, [1, 2], detail);
    expect(calls.map((c) => c.path)).toEqual(['/x/customer/prices', '/product/detail/url/produkt-1/sk', '/product/detail/url/produkt-1/sk']);
  });

  it('lets a failure of the prices call show as a failure instead of asking other calls', async () => {
    const { client, calls } = fakeBackend('failing');
    await expect(loadCustomerPrices(client, [1, 2], detail)).rejects.toMatchObject({ status: 500 });
    expect(calls.map((c) => c.path)).toEqual(['/x/customer/prices']);
  });

  it('asks the product calls for a list longer than one prices call takes', async () => {
    const { client, calls } = fakeBackend('extension');
    await loadCustomerPrices(
      client,
      Array.from({ length: 201 }, (_, i) => i + 1),
      detail,
    );
    expect(calls.map((c) => c.path)).toEqual(['/product/detail/url/produkt-1/sk']);
  });
});
