/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { offerApiHandler, withApiFastPath } from '@/lib/runtime/instance/api-fast-path';

let BASE = '';

let server: http.Server;
const nextSaw: string[] = [];
const apiSaw: Array<{ url: string; method: string; body: string; origin: string | null }> = [];

beforeAll(async () => {
  const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
    nextSaw.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html' }).end('from Next');
  };
  // a free port the system picks: no fixed port to clash with another run on the machine
  server = http.createServer(withApiFastPath(next, { compress: true, host: '127.0.0.1' }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** An answer body whose first part is there at once and whose end comes only when the test says so. */
function heldBody() {
  let finish = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"first":'));
      finish = () => {
        controller.enqueue(new TextEncoder().encode('true}'));
        controller.close();
      };
    },
  });
  return { stream, finish: () => finish() };
}
const held = heldBody();

const bigList = JSON.stringify({ success: true, items: Array.from({ length: 2000 }, (_, i) => i) });

describe('withApiFastPath', () => {
  it('leaves /admin/v1 to Next until the route module offers its handler, and every other path always', async () => {
    expect(await (await fetch(`${BASE}/admin/v1/sign/user`)).text()).toBe('from Next');
    offerApiHandler(async (request) => {
      const body = request.method === 'GET' ? '' : await request.text();
      apiSaw.push({ url: request.url, method: request.method, body, origin: request.headers.get('origin') });
      const headers = new Headers({ 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store' });
      headers.append('Set-Cookie', 'a=1; Path=/');
      headers.append('Set-Cookie', 'b=2; Path=/');
      if (new URL(request.url).pathname.endsWith('/stream')) return new Response(held.stream, { status: 200, headers });
      return new Response(new URL(request.url).pathname.endsWith('/big') ? bigList : '{"success":true}', { status: 201, headers });
    });
    expect(await (await fetch(`${BASE}/category/cctv`)).text()).toBe('from Next');
    expect((await fetch(`${BASE}/admin/v1/sign/user`, { method: 'OPTIONS' })).status).toBe(200);
    expect(nextSaw).toEqual(['/admin/v1/sign/user', '/category/cctv', '/admin/v1/sign/user']);
  });

  it("answers /admin/v1 with the route's handler: the request as sent, its answer with each cookie and the security headers Next adds", async () => {
    const response = await fetch(`${BASE}/admin/v1/x/customer/page/sk?x=1`, {
      method: 'POST',
      headers: { Origin: BASE, 'Content-Type': 'application/json' },
      body: '{"ids":[1]}',
    });
    expect(apiSaw.at(-1)).toEqual({ url: `${BASE}/admin/v1/x/customer/page/sk?x=1`, method: 'POST', body: '{"ids":[1]}', origin: BASE });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(nextSaw).toHaveLength(3);
  });

  it('gzips only answers large enough to be worth it, for clients that accept it', async () => {
    const raw = (path: string) =>
      new Promise<http.IncomingMessage & { bytes: Buffer }>((resolve) =>
        http.get(`${BASE}${path}`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Object.assign(res, { bytes: Buffer.concat(chunks) })));
        }),
      );
    const small = await raw('/admin/v1/small');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.bytes.toString()).toBe('{"success":true}');
    const big = await raw('/admin/v1/big');
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(big.bytes).toString()).toBe(bigList);
  });

  it('pipes an answer it does not gzip as it comes, without waiting for its end', async () => {
    const body = await new Promise<string>((resolve) =>
      http.get(`${BASE}/admin/v1/stream`, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          // the first part arrived while the handler's body is still open: only then does it end
          if (text === '{"first":') held.finish();
        });
        res.on('end', () => resolve(text));
      }),
    );
    expect(body).toBe('{"first":true}');
  });
});
