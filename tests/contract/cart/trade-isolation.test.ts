import { basketResponseSchema } from '@/lib/contract/schemas/cart';
import { customerPageResponseSchema } from '@/lib/contract/schemas/customer-page';
import { customerPricesResponseSchema } from '@/lib/contract/schemas/customer-prices';
import { productFilterResponseSchema, productResponseSchema } from '@/lib/contract/schemas/product';
import { productLookupResponseSchema } from '@/lib/contract/schemas/product-lookup';
import { liveSearchResponseSchema, searchProductsResponseSchema } from '@/lib/contract/schemas/search';
import { wishlistResponseSchema } from '@/lib/contract/schemas/wishlist';
import { callJson } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { SLOW } from '../account/helpers';
import { add } from './support';
import { euros, lessPercent, tradeFixture, type TradeFixture } from './trade-terms-support';

jest.setTimeout(SLOW);

const V1 = '/admin/v1';

/** What one viewer is answered for the products `net` and `deep`: their price excluding VAT (null: a guest's none). */
interface Viewer {
  who: string;
  cookie: string | undefined;
  net: number | null;
  deep: number | null;
}

/** The price excluding VAT each call that carries prices gives the viewer for `net`, then for `deep` (undefined: not in the answer). */
async function pricesIn(f: TradeFixture, cookie: string | undefined): Promise<Record<string, Array<number | null | undefined>>> {
  const pair = (find: (id: number, code: string) => number | null | undefined) => [find(f.net.id, f.net.code), find(f.deep.id, f.deep.code)];
  const get = async (path: string) => (await callJson('GET', V1 + path, { cookie })).body;
  const post = async (path: string, body: unknown) => (await callJson('POST', V1 + path, { cookie, body })).body;

  const details = await Promise.all([f.net, f.deep].map(async (p) => productResponseSchema.parse(await get(`/product/detail/url/${p.slug}/sk`)).product));
  const filter = productFilterResponseSchema.parse(
    await post('/product/filter/sk/96/0', { condition: { 'categories.id': f.deepCategory }, order: [{ 'product.id': 'ASC' }] }),
  ).products;
  const search = await Promise.all(
    [f.net, f.deep].map(async (p) => searchProductsResponseSchema.parse(await get(`/search-products/${encodeURIComponent(p.code)}/sk/48/0`)).items),
  );
  const live = await Promise.all(
    [f.net, f.deep].map(async (p) => liveSearchResponseSchema.parse(await get(`/search/${encodeURIComponent(p.code)}/sk`)).items.product),
  );
  const found: Record<string, Array<number | null | undefined>> = {
    detail: details.map((d) => d.price_exc_vat),
    filter: pair((id) => filter.find((p) => p.id === id)?.price_exc_vat),
    search: [0, 1].map((k) => search[k]!.find((i) => i.product.code === [f.net, f.deep][k]!.code)?.product.price_exc_vat),
    live: [0, 1].map((k) => live[k]!.find((i) => i.code === [f.net, f.deep][k]!.code)?.price_exc_vat),
  };
  if (cookie === undefined) return found;

  const prices = customerPricesResponseSchema.parse(await post('/x/customer/prices', { ids: [f.net.id, f.deep.id] })).prices;
  const page = customerPageResponseSchema.parse(await post('/x/customer/page/sk', { ids: [f.net.id, f.deep.id] }));
  const basket = basketResponseSchema.parse(await get('/basket/sk')).basket;
  const lookup = productLookupResponseSchema.parse(await post('/x/products/lookup', { codes: [f.net.code, f.deep.code] })).results;
  const wishlist = wishlistResponseSchema.parse(await post('/customer/wish-list-new/sk/48/0', null)).products;
  return {
    ...found,
    prices: pair((id) => prices.find((p) => p.id === id)?.price_exc_vat),
    page: pair((id) => page.prices.find((p) => p.id === id)?.price_exc_vat),
    'page basket': pair((_, code) => page.basket.products.find((l) => l.code === code)?.price_unit_exc_vat),
    basket: pair((_, code) => basket.products.find((l) => l.code === code)?.price_unit_exc_vat),
    lookup: lookup.map((r) => r.products[0]?.price_exc_vat),
    wishlist: pair((id) => wishlist.find((p) => p.id === id)?.price_exc_vat),
  };
}

describeOnEachDriver("A company's price list reaches no one else (decision 058)", (driver) => {
  let f: TradeFixture;
  let viewers: Viewer[];
  beforeAll(async () => {
    f = await tradeFixture(`isolation-${driver}`);
    viewers = [
      { who: 'company A', cookie: f.companyA.cookie, net: euros(f.netA), deep: euros(lessPercent(f.deep.listCents, 20)) },
      { who: 'company B', cookie: f.companyB.cookie, net: euros(f.netB), deep: euros(f.deep.listCents) },
      { who: 'a company on no list', cookie: f.noList.cookie, net: euros(f.net.listCents), deep: euros(f.deep.listCents) },
      { who: 'a guest', cookie: undefined, net: null, deep: null },
    ];
    // each company keeps both products in its basket and on its wishlist: every call below lists them
    for (const { cookie } of viewers) {
      if (cookie === undefined) continue;
      for (const p of [f.net, f.deep]) {
        expect((await add(cookie, p.id, 1)).status).toBe(200);
        expect((await callJson('PATCH', `${V1}/customer/wish-list/add`, { cookie, body: { id: p.id } })).status).toBe(200);
      }
    }
  });

  it('answers each viewer its own price in every call that carries one, and a guest none', async () => {
    for (const viewer of viewers) {
      const found = await pricesIn(f, viewer.cookie);
      const expected = Object.fromEntries(Object.keys(found).map((call) => [call, [viewer.net, viewer.deep]]));
      expect({ who: viewer.who, ...found }).toEqual({ who: viewer.who, ...expected });
    }
  });

  it("sends guests' calls that would carry a price to sign in", async () => {
    for (const [path, body] of [
      ['/x/customer/prices', { ids: [f.net.id] }],
      ['/x/customer/page/sk', { ids: [f.net.id] }],
      ['/x/products/lookup', { codes: [f.net.code] }],
    ] as const) {
      expect((await callJson('POST', V1 + path, { body })).status).toBe(401);
    }
  });
});
