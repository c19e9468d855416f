/** @jest-environment node */
import { type AddressInfo, type Server, type Socket, createServer } from 'node:net';
import { createProxy } from '@/lib/server/proxy';
import { UpstreamTimeoutError, UpstreamUnreachableError, sendToBackend } from '@/lib/server/transport';
import { envRestorer } from '@/tests/support/env';
import { freePort } from '@/tests/support/free-port';
import { browserRequest } from './fake-upstream';

const TIMEOUT = { success: false, error: [{ key: 'upstream', code: 'messages.upstream.timeout' }] };
const UNREACHABLE = { success: false, error: [{ key: 'upstream', code: 'messages.upstream.unreachable' }] };

function failingWith(error: unknown) {
  return createProxy({ send: () => Promise.reject(error), logError: jest.fn() });
}

// Rule 5: upstream failures become 504 / 502 / 500 envelopes, never a stack trace.
describe('upstream failures', () => {
  it('answers 504 when a fake upstream never answers (short timeout option)', async () => {
    const started = Date.now();
    const proxy = createProxy({ send: () => new Promise<Response>(() => undefined), timeoutMs: 50 });
    const response = await proxy(browserRequest('/admin/v1/menu/bottom-second/sk'));
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual(TIMEOUT);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 504 for UpstreamTimeoutError and 502 for UpstreamUnreachableError or a failed fetch', async () => {
    expect((await failingWith(new UpstreamTimeoutError('x'))(browserRequest('/admin/v1/a'))).status).toBe(504);
    const unreachable = await failingWith(new UpstreamUnreachableError('ECONNREFUSED'))(browserRequest('/admin/v1/a'));
    expect(unreachable.status).toBe(502);
    expect(await unreachable.json()).toEqual(UNREACHABLE);
    const fetchFailed = await failingWith(new TypeError('fetch failed'))(browserRequest('/admin/v1/a', { method: 'POST' }));
    expect(fetchFailed.status).toBe(502);
  });

  it('answers 500 for anything else, logs it once and shows no stack', async () => {
    const logError = jest.fn();
    const error = new Error('database exploded at /srv/app/lib/backend/db.ts:12');
    const response = await createProxy({ send: () => Promise.reject(error), logError })(browserRequest('/admin/v1/a'));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ success: false, error: [{ key: 'server', code: 'messages.server.error' }] });
    expect(text).not.toMatch(/exploded|\.ts|at /);
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith(error);
  });

  it('does not log expected upstream failures', async () => {
    const logError = jest.fn();
    await createProxy({ send: () => Promise.reject(new UpstreamUnreachableError('x')), logError })(browserRequest('/admin/v1/a'));
    expect(logError).not.toHaveBeenCalled();
  });

  it('marks error envelopes no-store', async () => {
    const response = await failingWith(new UpstreamTimeoutError('x'))(browserRequest('/admin/v1/a'));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

// The same through the real transport over API_URL, against sockets that misbehave (no database).
describe('upstream failures through the real transport', () => {
  const restoreApiUrl = envRestorer('API_URL');
  let silent: Server;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // Accepts connections and never answers.
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    restoreApiUrl();
  });

  it('504 when the backend accepts but stays silent', async () => {
    process.env.API_URL = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const response = await createProxy({ send: sendToBackend, timeoutMs: 100 })(browserRequest('/admin/v1/a'));
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual(TIMEOUT);
  });

  it('502 when nothing listens', async () => {
    process.env.API_URL = `http://127.0.0.1:${await freePort()}`;
    const response = await createProxy({ send: sendToBackend, timeoutMs: 2000 })(browserRequest('/admin/v1/a'));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(UNREACHABLE);
  });
});
