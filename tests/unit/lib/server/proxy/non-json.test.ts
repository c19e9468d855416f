/** @jest-environment node */
import { type AddressInfo, createServer } from 'node:net';
import { createProxy } from '@/lib/server/proxy';
import { sendToBackend } from '@/lib/server/transport';
import { envRestorer } from '@/tests/support/env';
import { browserRequest, fakeUpstream } from './fake-upstream';

const NETWORK = { success: false, error: [{ key: 'network', code: 'messages.network' }] };

const HTML_500 = `<!DOCTYPE html>
<html><head><title>500 Internal Server Error</title></head>
<body><h1>Whoops</h1><pre>Traceback (most recent call last):
  File "/srv/api/app/views.py", line 42, in sign_out
    session.delete()
psycopg2.OperationalError: could not connect to server at 10.0.3.7</pre></body></html>`;

function proxyAnswering(answer: () => Response) {
  const upstream = fakeUpstream(answer);
  const logged: string[] = [];
  const proxy = createProxy({ send: upstream.send, logUpstreamBody: (line) => void logged.push(line) });
  return { proxy, logged, upstream };
}

// Contract, Auth: an upstream answer that is not JSON never reaches the browser.
describe('upstream answers that are not JSON', () => {
  it('an HTML 500 with a stack trace becomes a 500 with the network envelope, and the page is logged on one line', async () => {
    const { proxy, logged } = proxyAnswering(() => new Response(HTML_500, { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' } }));
    const response = await proxy(browserRequest('/admin/v1/sign/out/'));

    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual(NETWORK);
    expect(text).not.toMatch(/<html|Traceback|views\.py|10\.0\.3\.7/i);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('500');
    expect(logged[0]).toContain('Traceback (most recent call last)');
    expect(logged[0]).not.toContain('\n');
  });

  it("a load balancer's text/plain 502 keeps its status and gets the envelope", async () => {
    const { proxy, logged } = proxyAnswering(
      () => new Response('502 Bad Gateway\nupstream prematurely closed connection', { status: 502, headers: { 'content-type': 'text/plain' } }),
    );
    const response = await proxy(browserRequest('/admin/v1/cart/sk'));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(NETWORK);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(logged[0]).toContain('upstream prematurely closed connection');
  });

  it("a 503 passes on with its Retry-After, the backend's envelope as it is or a text body replaced by the network envelope", async () => {
    const unavailable = { success: false, error: [{ key: 'network', code: 'messages.network' }] };
    for (const answer of [
      () => Response.json(unavailable, { status: 503, headers: { 'retry-after': '5' } }),
      () => new Response('Service Unavailable', { status: 503, headers: { 'content-type': 'text/plain', 'retry-after': '5' } }),
    ]) {
      const { proxy } = proxyAnswering(answer);
      const response = await proxy(browserRequest('/admin/v1/cart/sk'));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual(NETWORK);
    }
  });

  it('an error status with an empty body or JSON that does not parse gets the envelope too', async () => {
    for (const answer of [
      () => new Response(null, { status: 503 }),
      () => new Response('{"success":fal', { status: 400, headers: { 'content-type': 'application/json' } }),
    ]) {
      const { proxy } = proxyAnswering(answer);
      const response = await proxy(browserRequest('/admin/v1/a'));
      expect([503, 400]).toContain(response.status);
      expect(await response.json()).toEqual(NETWORK);
    }
  });

  it('an HTML page with status 200 never reaches the browser either', async () => {
    const { proxy } = proxyAnswering(() => new Response('<html><script>alert(1)</script></html>', { headers: { 'content-type': 'text/html' } }));
    const response = await proxy(browserRequest('/admin/v1/menu/bottom-second/sk'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(NETWORK);
  });

  it('a JSON error envelope passes byte for byte with its status, nothing logged', async () => {
    const body = JSON.stringify({ success: false, error: [{ key: 'email', code: 'messages.validation.email.notExists' }] });
    const { proxy, logged } = proxyAnswering(() => new Response(body, { status: 400, headers: { 'content-type': 'application/json; charset=utf-8' } }));
    const response = await proxy(browserRequest('/admin/v1/sign/in', { method: 'POST', body: '{}' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(body);
    expect(logged).toEqual([]);
  });

  it('an invoice PDF (200, application/pdf) passes through untouched', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0xff]);
    const { proxy, logged } = proxyAnswering(
      () => new Response(pdf, { headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="2025000123.pdf"' } }),
    );
    const response = await proxy(browserRequest('/admin/v1/customer/invoice/abc/pdf'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);
    expect(logged).toEqual([]);
  });
});

// Contract, Auth: paths are forwarded verbatim, trailing slash and percent-escapes included.
describe('paths reach the upstream as sent', () => {
  it.each(['/admin/v1/sign/out/', '/admin/v1/product/url/kamera-x%C3%A1/sk', '/admin/v1/blog/sk/a%20b/'])('%s', async (path) => {
    const upstream = fakeUpstream();
    const response = await createProxy({ send: upstream.send })(browserRequest(path));
    expect(response.status).toBe(200);
    expect(new URL(upstream.seen[0]!.request.url).pathname).toBe(path);
  });
});

// Through the real transport over API_URL: the request line the backend reads, byte for byte.
describe('paths reach an API_URL backend as sent', () => {
  afterAll(envRestorer('API_URL'));

  it('keeps the trailing slash and the percent-escapes', async () => {
    const requestLines: string[] = [];
    const server = createServer((socket) => {
      socket.once('data', (chunk) => {
        requestLines.push(chunk.toString('latin1').split('\r\n')[0] ?? '');
        socket.end('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 16\r\nconnection: close\r\n\r\n{"success":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const proxy = createProxy({ send: sendToBackend, timeoutMs: 2000 });
      for (const path of ['/admin/v1/sign/out/', '/admin/v1/product/url/kamera-x%C3%A1/sk?q=a%2Fb']) {
        const response = await proxy(browserRequest(path));
        expect(await response.json()).toEqual({ success: true });
      }
      expect(requestLines).toEqual(['GET /admin/v1/sign/out/ HTTP/1.1', 'GET /admin/v1/product/url/kamera-x%C3%A1/sk?q=a%2Fb HTTP/1.1']);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
