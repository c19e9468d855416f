import { randomBytes } from 'node:crypto';
import { ShopClient } from './support/shop-client';
import { edgeGet, guestPages, startEdge, type Edge, type EdgeAnswer, type PageForm } from './support/edge';

// A shared cache in front (issue 22, item 4): two customers and a guest take turns on the same
// addresses through nginx; nobody is served a cached page meant for someone else, and a guest
// never receives a price or a customer's name, in HTML, RSC payloads or API answers.
let edge: Edge;
beforeAll(async () => {
  edge = await startEdge();
});
afterAll(() => edge?.stop());

/** "price": 123.4, "price_exc_vat":"99" … any of the four price fields holding a value (as tests/e2e/price-privacy.spec.ts) */
const PRICE_FIELD = /\\?"(price|price_exc_vat|base_price_exc_vat|discount)\\?"\s*:\s*\\?"?\d/;
/** what a guest's product page says instead of a price (messages/sk.json, Common.priceAfterLogin) */
const GUEST_PRICE_TEXT = 'Cena sa zobrazí po prihlásení';

interface Customer {
  client: ShopClient;
  /** part of the company name no other text contains */
  marker: string;
  /** pieces in the basket: what the header's cart badge shows */
  pieces: number;
}

async function signedInCustomer(label: string, product: number, pieces: number): Promise<Customer> {
  const marker = `${label} ${randomBytes(3).toString('hex')}`;
  const client = new ShopClient(undefined, `${marker} s.r.o.`);
  const nginx = { url: edge.nginx.url };
  await client.register(nginx);
  expect((await client.signIn(nginx)).status).toBe(200);
  await client.addToBasket(nginx, product, pieces);
  return { client, marker, pieces };
}

/** One request of a viewer: what was asked and what came back, for messages that name it. */
interface Seen {
  who: string;
  path: string;
  form: PageForm;
  answer: EdgeAnswer;
}

const json = (answer: EdgeAnswer) => JSON.parse(answer.body) as Record<string, unknown>;

test('two customers and a guest alternating on the same addresses: each customer gets only their own name, cart and prices, never from the cache; the guest gets no price and no name', async () => {
  const pages = await guestPages(edge.cluster);
  const second = (await edge.cluster.sql.query<{ id: number }>('SELECT id FROM products WHERE active AND id <> $1 ORDER BY id LIMIT 1', [pages.productId]))
    .rows[0]!;
  const alfa = await signedInCustomer('Alfa Zabezpecenie', pages.productId, 3);
  const beta = await signedInCustomer('Beta Poplach', second.id, 7);
  const customers = [alfa, beta];
  const pageTargets: Array<[string, PageForm]> = [pages.home, pages.product, '/cart', '/account'].flatMap((path) =>
    (['html', 'rsc'] as const).map((form): [string, PageForm] => [path, form]),
  );
  const apiTargets: Array<[string, PageForm]> = [
    '/admin/v1/sign/user',
    '/admin/v1/basket/sk',
    `/admin/v1/product/detail/url/${pages.productSlug}/sk`,
    '/admin/v1/product/homepage/sk',
  ].map((path) => [path, 'html']);
  // the guest first warms nginx with every page, so a customer after it would be served that entry if bypassing failed
  const viewers: Array<Customer | null> = [null, alfa, null, beta, null, alfa, beta, null];

  const seen: Array<Seen & { viewer: Customer | null }> = [];
  for (const viewer of viewers) {
    const who = viewer ? viewer.marker : 'guest';
    for (const [path, form] of [...pageTargets, ...apiTargets]) {
      seen.push({ who, path, form, viewer, answer: await edgeGet(edge.nginx.url, path, form, viewer?.client.cookieHeader() ?? '') });
    }
  }

  const wrong: string[] = [];
  const report = (s: Seen, what: string) => wrong.push(`${s.who} ${s.form} ${s.path}: ${what}`);
  for (const s of seen) {
    const { viewer, answer, path } = s;
    if (answer.status >= 500) report(s, `status ${answer.status}`);
    for (const other of customers.filter((c) => c !== viewer)) {
      if (answer.body.includes(other.marker) || answer.body.includes(other.client.email)) report(s, `shows ${other.marker}`);
    }
    if (viewer) {
      if (answer.cache !== null && answer.cache !== 'BYPASS') report(s, `X-Cache-Status ${answer.cache}`);
      if (path === '/account' && !answer.body.includes(viewer.marker)) report(s, 'the account page does not greet its own company');
      if (path === '/admin/v1/sign/user' && (json(answer).user as { email?: string } | undefined)?.email !== viewer.client.email) report(s, 'not its own user');
      if (path === '/admin/v1/basket/sk' && (json(answer).basket as { amount?: number } | undefined)?.amount !== viewer.pieces)
        report(s, 'not its own cart count');
      const price = path.startsWith('/admin/v1/product/detail')
        ? ((json(answer).product as { price_exc_vat?: number | null } | undefined)?.price_exc_vat ?? 0)
        : 1;
      if (!(price > 0)) report(s, 'no price');
    } else {
      if (PRICE_FIELD.test(answer.body)) report(s, 'a price');
      if (path === pages.product && !answer.body.includes(GUEST_PRICE_TEXT)) report(s, `no "${GUEST_PRICE_TEXT}"`);
      if (path === '/admin/v1/sign/user' && answer.status !== 401) report(s, `sign/user answered ${answer.status}`);
    }
  }
  expect(wrong).toEqual([]);
  // the guest's pages did come from the cache: the customers' bypass is what kept them apart
  const guestPageHits = seen.filter((s) => !s.viewer && s.answer.cache === 'HIT' && !s.path.startsWith('/admin/v1'));
  expect(guestPageHits.map((s) => s.path)).toEqual(expect.arrayContaining([pages.home, pages.product]));
});
