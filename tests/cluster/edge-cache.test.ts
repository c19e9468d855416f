import { startNginx } from '../support/nginx-server';
import { browserAddress, edgeGet, guestPages, isHtmlPage, isRscPayload, startEdge, storedByEveryInstance, type Edge, type PageForm } from './support/edge';
import { clusterPort } from './support/setup-state';

// nginx in front of two instances (issue 22, items 1 and 4): guest pages come from its cache, each
// page's HTML and RSC payloads as entries of their own; what is personal or sets a cookie never does.
let edge: Edge;
beforeAll(async () => {
  edge = await startEdge();
});
afterAll(() => edge?.stop());

const FORMS: PageForm[] = ['html', 'rsc', 'prefetch'];

/**
 * Next renders a product's navigation payload (RSC without prefetch) on every request and marks it
 * `private, no-store` (a dynamic-param route under Cache Components): nginx passes it through
 * and never stores it. Its prefetch payload and its HTML are cached.
 */
const perRequest = (path: string, form: PageForm) => path.startsWith('/product/') && form === 'rsc';

test('a guest page is a MISS, then a HIT; its HTML, RSC payload and prefetch payload are cached apart and never served for one another', async () => {
  const { home, category, product } = await guestPages(edge.cluster);
  for (const path of [home, category, product]) {
    // nginx stores no answer Next makes from an entry it considers stale: first every instance has the page
    await storedByEveryInstance(edge.cluster, path);
    // HTML first, then the payloads: a payload answered from the HTML's entry would show as a HIT here
    for (const form of FORMS) {
      const first = await edgeGet(edge.nginx.url, path, form);
      const second = await edgeGet(edge.nginx.url, path, form);
      expect({ path, form, statuses: [first.status, second.status], cache: [first.cache, second.cache] }).toEqual({
        path,
        form,
        statuses: [200, 200],
        cache: ['MISS', perRequest(path, form) ? 'MISS' : 'HIT'],
      });
      for (const answer of [first, second])
        expect({ path, form, right: form === 'html' ? isHtmlPage(answer) : isRscPayload(answer) }).toEqual({ path, form, right: true });
    }
  }
});

test('one address asked for with and without the RSC header gets a payload and a page, whichever nginx stored first', async () => {
  const { product } = await guestPages(edge.cluster);
  // the exact URL the client router used (its _rsc parameter), as a reload or a crawler might ask for it
  for (const [variant, order] of [
    ['a', ['rsc', 'html']],
    ['b', ['html', 'rsc']],
  ] as const) {
    const address = await browserAddress(`${product}?edge=${variant}`, 'rsc');
    for (const form of [...order, ...order]) {
      const answer = await edgeGet(edge.nginx.url, address, form);
      expect({ address, form, status: answer.status, right: form === 'html' ? isHtmlPage(answer) : isRscPayload(answer) }).toEqual({
        address,
        form,
        status: 200,
        right: true,
      });
    }
  }
});

test('a response that sets a cookie is never stored: asked twice, the second answer is no HIT and sets the cookie again', async () => {
  // the shop's GETs that set cookies: signing out clears the session cookies, a session check without a session drops the signed-in hint
  // (a sign-out as the shop's own page sends it: from elsewhere the proxy refuses it, 403)
  const ownPage = { 'Sec-Fetch-Site': 'same-origin' };
  for (const path of ['/admin/v1/sign/out', '/admin/v1/sign/user']) {
    const answers = [await edgeGet(edge.nginx.url, path, 'html', '', ownPage), await edgeGet(edge.nginx.url, path, 'html', '', ownPage)];
    for (const answer of answers) {
      expect({ path, cache: answer.cache === 'HIT', setsCookie: answer.setCookies.length > 0 }).toEqual({ path, cache: false, setsCookie: true });
    }
  }
});

test('the API, the account, the cart and the checkout are never served from the cache to a guest', async () => {
  const { productSlug } = await guestPages(edge.cluster);
  const paths = [
    '/api/health',
    '/api/ready',
    '/admin/v1/basket/sk',
    `/admin/v1/product/detail/url/${productSlug}/sk`,
    '/admin/v1/product/homepage/sk',
    '/account',
    '/account/orders',
    '/cart',
    '/checkout',
  ];
  for (const path of paths) {
    for (const form of ['html', 'rsc'] as const) {
      const statuses: Array<string | null> = [];
      for (let i = 0; i < 3; i++) statuses.push((await edgeGet(edge.nginx.url, path, form)).cache);
      expect({ path, form, hit: statuses.includes('HIT') }).toEqual({ path, form, hit: false });
    }
  }
});

/** What the issue asks of every page's Content-Security-Policy (issue 43, item 7). */
const REQUIRED_POLICY = ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'"];

/** An answer's Content-Security-Policy and X-Cache-Status. */
async function policyAndCache(url: URL): Promise<{ policy: string | null; cache: string | null }> {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  return { policy: response.headers.get('content-security-policy'), cache: response.headers.get('x-cache-status') };
}

test('a page nginx serves from its cache keeps the Content-Security-Policy the instance sent', async () => {
  const { home, category, product } = await guestPages(edge.cluster);
  for (const path of [home, category, product]) {
    await storedByEveryInstance(edge.cluster, path);
    const sent = (await policyAndCache(new URL(path, edge.cluster.instances[0]!.url))).policy;
    expect(sent?.split('; ')).toEqual(expect.arrayContaining(REQUIRED_POLICY));
    await policyAndCache(new URL(path, edge.nginx.url));
    expect({ path, ...(await policyAndCache(new URL(path, edge.nginx.url))) }).toEqual({ path, policy: sent, cache: 'HIT' });
  }
});

test("nginx's own page while no instance answers carries a policy too", async () => {
  // nothing listens on the upstream's port: every request gets the edge's 503 page
  const nginx = await startNginx({ upstreams: [`127.0.0.1:${clusterPort(7)}`], port: clusterPort(6) });
  try {
    const response = await fetch(new URL('/kategoria-bez-instancie', nginx.url));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Obchod je na chvíľu nedostupný');
    expect(response.headers.get('content-security-policy')?.split('; ')).toEqual(expect.arrayContaining(["script-src 'none'", ...REQUIRED_POLICY]));
  } finally {
    await nginx.stop();
  }
});
