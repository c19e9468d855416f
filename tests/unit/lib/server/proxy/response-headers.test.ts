/** @jest-environment node */
import { createProxy } from '@/lib/server/proxy';
import { withoutDomain } from '@/lib/server/proxy/response-headers';
import { browserRequest, fakeUpstream } from './fake-upstream';

function upstreamResponse(headers: [string, string][], init: ResponseInit = {}, body: BodyInit | null = '{"success":true}') {
  const list = new Headers();
  for (const [name, value] of headers) list.append(name, value);
  return new Response(body, { ...init, headers: list });
}

async function through(response: Response, request = browserRequest('/admin/v1/cart/sk')) {
  return createProxy({ send: fakeUpstream(() => response).send })(request);
}

// Rule 6: what comes back down.
describe('response headers', () => {
  it('passes each Set-Cookie down separately with Domain dropped', async () => {
    const response = await through(
      upstreamResponse([
        ['set-cookie', 'sid=abc; Domain=api.shop.sk; Path=/; HttpOnly; SameSite=Lax; Expires=Wed, 21 Oct 2026 07:28:00 GMT'],
        ['set-cookie', 'pref=1; path=/; domain=.shop.sk'],
        ['set-cookie', 'plain=2'],
      ]),
    );
    expect(response.headers.getSetCookie()).toEqual([
      'sid=abc; Path=/; HttpOnly; SameSite=Lax; Expires=Wed, 21 Oct 2026 07:28:00 GMT',
      'pref=1; path=/',
      'plain=2',
    ]);
  });

  it('keeps a cookie that happens to be named domain', () => {
    expect(withoutDomain('domain=x; Domain=y; Secure')).toBe('domain=x; Secure');
  });

  it('drops content-encoding, content-length, transfer-encoding and hop-by-hop headers; keeps status and the rest', async () => {
    const response = await through(
      upstreamResponse(
        [
          ['content-encoding', 'gzip'],
          ['content-length', '999'],
          ['transfer-encoding', 'chunked'],
          ['connection', 'keep-alive, x-upstream-hop'],
          ['x-upstream-hop', '1'],
          ['keep-alive', 'timeout=5'],
          ['proxy-authenticate', 'Basic'],
          ['trailer', 'expires'],
          ['upgrade', 'h2c'],
          ['content-type', 'application/json; charset=utf-8'],
          ['etag', '"v7"'],
          ['location', '/admin/v1/other'],
          ['x-request-id', 'r-1'],
        ],
        { status: 201, statusText: 'Created' },
      ),
    );
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Created');
    for (const name of [
      'content-encoding',
      'content-length',
      'transfer-encoding',
      'connection',
      'x-upstream-hop',
      'keep-alive',
      'proxy-authenticate',
      'trailer',
      'upgrade',
    ]) {
      expect(response.headers.has(name)).toBe(false);
    }
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('etag')).toBe('"v7"');
    expect(response.headers.get('location')).toBe('/admin/v1/other');
    expect(response.headers.get('x-request-id')).toBe('r-1');
    expect(await response.json()).toEqual({ success: true });
  });

  it('passes the (already decoded) body as is even when the upstream had announced gzip', async () => {
    // fetch decodes gzip itself; re-announcing it would make the browser decode plain JSON.
    const response = await through(upstreamResponse([['content-encoding', 'gzip']], {}, '{"a":1}'));
    expect(await response.text()).toBe('{"a":1}');
    expect(response.headers.has('content-encoding')).toBe(false);
  });

  it('keeps 304 and 204 bodiless', async () => {
    expect((await through(upstreamResponse([['etag', '"v"']], { status: 304 }, null))).status).toBe(304);
    expect((await through(upstreamResponse([], { status: 204 }, null))).status).toBe(204);
  });

  it('makes a response to a call with a Cookie private when the upstream said nothing about caching', async () => {
    const withCookie = await through(upstreamResponse([]), browserRequest('/admin/v1/cart/sk', { headers: { cookie: 'sid=1' } }));
    expect(withCookie.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps the upstream Cache-Control, and adds none to a guest response without cookies', async () => {
    const explicit = await through(
      upstreamResponse([['cache-control', 'public, max-age=60']]),
      browserRequest('/admin/v1/menu/sk', { headers: { cookie: 'sid=1' } }),
    );
    expect(explicit.headers.get('cache-control')).toBe('public, max-age=60');
    const guest = await through(upstreamResponse([]));
    expect(guest.headers.has('cache-control')).toBe(false);
  });

  it('makes a response that sets a cookie private even when the call carried none', async () => {
    const response = await through(upstreamResponse([['set-cookie', 'sid=new; Path=/']]));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
