/** @jest-environment node */
import { createProxy } from '@/lib/server/proxy';
import { configuredSiteOrigin } from '@/lib/server/proxy/origin-check';
import { envRestorer } from '@/tests/support/env';
import { fakeUpstream } from './fake-upstream';

const FORBIDDEN = { success: false, error: [{ key: 'origin', code: 'messages.origin.forbidden' }] };

function call(method: string, headers: Record<string, string>, url = 'http://localhost:3000/admin/v1/cart/item', siteOrigin: string | null = null) {
  const upstream = fakeUpstream();
  const proxy = createProxy({ send: upstream.send, siteOrigin: () => siteOrigin });
  return proxy(new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : '{}' })).then((response) => ({
    response,
    forwarded: upstream.seen.length,
  }));
}

// Rule 7: state-changing calls only from the shop's own origin.
describe('origin check', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a cross-origin %s with 403 and forwards nothing', async (method) => {
    const { response, forwarded } = await call(method, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(FORBIDDEN);
    expect(forwarded).toBe(0);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('passes a same-origin %s', async (method) => {
    const { response, forwarded } = await call(method, { origin: 'http://localhost:3000' });
    expect(response.status).toBe(200);
    expect(forwarded).toBe(1);
  });

  it('accepts SITE_URL’s origin when the request URL is the internal address behind a reverse proxy', async () => {
    const { response } = await call('POST', { origin: 'https://shop.sk' }, undefined, 'https://shop.sk');
    expect(response.status).toBe(200);
  });

  it('accepts the origin the browser addressed (Host), though Next builds request.url with localhost', async () => {
    const { response } = await call('POST', { origin: 'http://127.0.0.1:3211', host: '127.0.0.1:3211' });
    expect(response.status).toBe(200);
  });

  it('still refuses a cross-site page sending to our Host', async () => {
    const { response } = await call('POST', { origin: 'https://evil.example', host: '127.0.0.1:3211' });
    expect(response.status).toBe(403);
  });

  it('still refuses other origins when SITE_URL is set', async () => {
    const { response } = await call('POST', { origin: 'https://shop.sk.evil.example' }, undefined, 'https://shop.sk');
    expect(response.status).toBe(403);
  });

  it.each([
    ['a sibling subdomain', 'http://api.localhost:3000'],
    ['another port', 'http://localhost:3001'],
    ['another scheme', 'https://localhost:3000'],
    ['the opaque null origin', 'null'],
    ['garbage', 'not a url'],
  ])('refuses %s', async (_, origin) => {
    expect((await call('POST', { origin })).response.status).toBe(403);
  });

  it('lets Origin decide even when Sec-Fetch-Site says same-origin', async () => {
    expect((await call('POST', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })).response.status).toBe(403);
  });

  it.each([
    ['same-origin', 200],
    ['none', 200],
    ['same-site', 403],
    ['cross-site', 403],
  ])('without Origin, Sec-Fetch-Site %s gives %d', async (site, status) => {
    expect((await call('POST', { 'sec-fetch-site': site })).response.status).toBe(status);
  });

  it('refuses a POST with neither Origin nor Sec-Fetch-Site', async () => {
    expect((await call('POST', {})).response.status).toBe(403);
  });

  it('does not check GET or HEAD', async () => {
    expect((await call('GET', { origin: 'https://evil.example' })).response.status).toBe(200);
    expect((await call('HEAD', {})).response.status).toBe(200);
  });

  describe('SITE_URL', () => {
    afterEach(envRestorer('SITE_URL'));

    it('contributes its origin only when set', () => {
      delete process.env.SITE_URL;
      expect(configuredSiteOrigin()).toBeNull();
      process.env.SITE_URL = 'https://shop.sk/sk/';
      expect(configuredSiteOrigin()).toBe('https://shop.sk');
      // a bad value is a bad setting: the server does not start with it (tests/unit/lib/runtime/config/env.test.ts)
      process.env.SITE_URL = 'not a url';
      expect(() => configuredSiteOrigin()).toThrow('Setting SITE_URL');
    });

    it('is read per request by the default proxy options', async () => {
      process.env.SITE_URL = 'https://shop.sk';
      const upstream = fakeUpstream();
      const proxy = createProxy({ send: upstream.send });
      const request = new Request('http://localhost:3000/admin/v1/cart/item', { method: 'POST', headers: { origin: 'https://shop.sk' }, body: '{}' });
      expect((await proxy(request)).status).toBe(200);
    });
  });
});

// Issue 43 item 9: the contract keeps GET /sign/out/, which ends the session, so it is checked as a write.
describe('sign-out from another site', () => {
  const signOut = (headers: Record<string, string>) => {
    const upstream = fakeUpstream();
    const proxy = createProxy({ send: upstream.send, siteOrigin: () => null });
    const request = new Request('http://localhost:3000/admin/v1/sign/out/', { headers: { cookie: 'sid=s; auth_check=a; signed_in=1', ...headers } });
    return proxy(request).then((response) => ({ response, forwarded: upstream.seen.length }));
  };

  it.each([
    ['an <img> or link on another site', { 'sec-fetch-site': 'cross-site' }],
    ['another port or subdomain of the same site', { 'sec-fetch-site': 'same-site' }],
    ['a foreign page whose fetch sends its Origin', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a client that says neither', {}],
  ])('refuses %s with 403, ends no session and clears no cookie', async (_, headers) => {
    const { response, forwarded } = await signOut(headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(FORBIDDEN);
    expect(forwarded).toBe(0);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ["the shop's own page", { 'sec-fetch-site': 'same-origin' }],
    ['the address typed into the address bar', { 'sec-fetch-site': 'none' }],
    ["the shop's own page sending its Origin", { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' }],
  ])('signs out from %s and clears the cookies', async (_, headers) => {
    const { response, forwarded } = await signOut(headers);
    expect(response.status).toBe(200);
    expect(forwarded).toBe(1);
    expect(response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual(['auth_check', 'signed_in']);
  });
});
