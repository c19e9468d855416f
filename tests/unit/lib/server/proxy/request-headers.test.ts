/** @jest-environment node */
import { createProxy } from '@/lib/server/proxy';
import { clientAddress } from '@/lib/server/proxy/client-address';
import { upstreamHeaders } from '@/lib/server/proxy/request-headers';
import { fakeUpstream } from './fake-upstream';

const ALLOWED = {
  accept: 'application/json',
  'accept-language': 'sk-SK,sk;q=0.9',
  'content-type': 'application/json; charset=utf-8',
  cookie: 'sid=abc%3D; auth_check=xyz; other="q"',
  'user-agent': 'Mozilla/5.0',
  'if-none-match': '"v1"',
  'if-modified-since': 'Wed, 21 Oct 2015 07:28:00 GMT',
};

const REFUSED = {
  host: 'evil.example',
  connection: 'keep-alive, x-custom',
  'keep-alive': 'timeout=5',
  'proxy-authorization': 'Basic eDp5',
  'proxy-connection': 'keep-alive',
  te: 'trailers',
  trailer: 'expires',
  upgrade: 'websocket',
  'x-middleware-subrequest': 'middleware:middleware:middleware',
  'next-action': 'abc',
  'next-router-state-tree': '%5B%5D',
  'next-router-prefetch': '1',
  'next-url': '/x',
  rsc: '1',
  forwarded: 'for=6.6.6.6;proto=https',
  'x-forwarded-port': '1',
  'x-real-ip': '6.6.6.6',
  authorization: 'Basic c3RhZ2luZzpwYXNz',
  'accept-encoding': 'gzip, br, zstd',
  'x-custom': 'secret',
  origin: 'http://localhost:3000',
  referer: 'http://localhost:3000/cart',
};

async function forwardedHeaders(headers: Record<string, string>, url = 'http://localhost:3000/admin/v1/cart/sk') {
  const upstream = fakeUpstream();
  await createProxy({ send: upstream.send })(new Request(url, { headers }));
  return upstream.seen[0]!.request.headers;
}

// Rule 2: an allowlist goes up, plus the request id and the proxy's own X-Forwarded-*.
describe('request headers', () => {
  it('sends the allowlist up unchanged (Cookie byte for byte) and nothing else', async () => {
    const sent = await forwardedHeaders({
      ...ALLOWED,
      ...REFUSED,
      'x-forwarded-for': '10.0.0.7',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-request-id': 'edge-7',
    });
    for (const [name, value] of Object.entries(ALLOWED)) expect(sent.get(name)).toBe(value);
    for (const name of Object.keys(REFUSED)) expect(sent.has(name)).toBe(false);
    expect([...sent.keys()].sort()).toEqual([...Object.keys(ALLOWED), 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-request-id'].sort());
    expect(sent.get('x-request-id')).toBe('edge-7');
    expect(sent.get('x-forwarded-host')).toBe('localhost:3000');
    expect(sent.get('x-forwarded-proto')).toBe('http');
  });

  it('sets X-Forwarded-Proto and X-Forwarded-Host from the request URL, not from client headers', async () => {
    const sent = await forwardedHeaders({ 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' }, 'https://shop.sk/admin/v1/cart/sk');
    expect(sent.get('x-forwarded-proto')).toBe('https');
    expect(sent.get('x-forwarded-host')).toBe('shop.sk');
  });

  it('drops an allowlisted header that the client named in Connection (hop-by-hop for this message)', () => {
    const request = new Request('http://localhost:3000/admin/v1/x', { headers: { connection: 'user-agent', 'user-agent': 'x' } });
    expect(upstreamHeaders(request, new URL(request.url)).has('user-agent')).toBe(false);
  });

  it('passes the request id up, a new one when the request carries none or an unsafe one', async () => {
    expect((await forwardedHeaders({})).get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await forwardedHeaders({ 'x-request-id': 'a b<script>' })).get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends no X-Forwarded-For when Next gave none', async () => {
    const sent = await forwardedHeaders({});
    expect(sent.has('x-forwarded-for')).toBe(false);
  });
});

describe('client address', () => {
  it('uses the one entry Next sets from the socket', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBe('::ffff:127.0.0.1');
  });

  it('with several hops, trusts only the nearest one, never a client-written first hop', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }))).toBe('203.0.113.9');
  });

  it('ignores anything that is not an IP address', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': 'unknown' }))).toBeNull();
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.2.3.4, <script>' }))).toBeNull();
    expect(clientAddress(new Headers())).toBeNull();
  });

  it('is what goes up as the single-entry X-Forwarded-For', async () => {
    const sent = await forwardedHeaders({ 'x-forwarded-for': '6.6.6.6, 198.51.100.4', 'x-real-ip': '6.6.6.6' });
    expect(sent.get('x-forwarded-for')).toBe('198.51.100.4');
  });
});
