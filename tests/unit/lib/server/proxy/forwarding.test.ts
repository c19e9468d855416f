/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createProxy } from '@/lib/server/proxy';
import { browserRequest, fakeUpstream } from './fake-upstream';

// Rule 1: method, path, query and body reach the transport unchanged.
describe('forwarding', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])('forwards %s with the same path and query', async (method) => {
    const upstream = fakeUpstream();
    const proxy = createProxy({ send: upstream.send, timeoutMs: 500 });
    const path = '/admin/v1/product/url/kamera-x%C3%A1/sk?limit=10&q=a%2Fb&empty=';
    const body = method === 'GET' ? undefined : JSON.stringify({ condition: { 'categories.id': 12 } });
    const response = await proxy(browserRequest(path, { method, body, headers: { 'content-type': 'application/json' } }));

    expect(response.status).toBe(200);
    expect(upstream.seen).toHaveLength(1);
    const seen = upstream.seen[0]!;
    expect(seen.request.method).toBe(method);
    const url = new URL(seen.request.url);
    expect(url.pathname + url.search).toBe(path);
    expect(seen.body).toBe(body ?? '');
    expect(seen.timeoutMs).toBe(500);
  });

  it('passes the upstream body and status down', async () => {
    const upstream = fakeUpstream(() => Response.json({ success: false, error: [{ key: 'x', code: 'messages.x.y' }] }, { status: 409 }));
    const response = await createProxy({ send: upstream.send })(browserRequest('/admin/v1/cart/order/sk', { method: 'PUT' }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, error: [{ key: 'x', code: 'messages.x.y' }] });
  });

  it('forwards binary bodies byte for byte', async () => {
    const upstream = fakeUpstream(() => new Response(new Uint8Array([7, 0, 7])));
    const bytes = new Uint8Array([0, 255, 1, 254, 10, 13]);
    const response = await createProxy({ send: upstream.send })(browserRequest('/admin/v1/x', { method: 'POST', body: bytes }));
    expect(upstream.seen[0]?.bytes).toEqual(bytes);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([7, 0, 7]));
  });

  it('is what the route handler exports, and the handler stays a few lines', async () => {
    const route = await import('@/app/admin/v1/[...path]/route');
    const { proxyRequest } = await import('@/lib/server/proxy');
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) expect(route[method]).toBe(proxyRequest);
    const source = readFileSync(join(process.cwd(), 'app/admin/v1/[...path]/route.ts'), 'utf8');
    expect(source.trim().split('\n').length).toBeLessThanOrEqual(10);
  });

  it('keeps every lib/server/proxy file server-only', () => {
    const dir = join(process.cwd(), 'lib/server/proxy');
    const files = readdirSync(dir);
    for (const file of files) expect(readFileSync(join(dir, file), 'utf8').startsWith("import 'server-only';")).toBe(true);
  });
});
