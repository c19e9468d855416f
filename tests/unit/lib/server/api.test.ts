/** @jest-environment node */
import { serverClient } from '@/lib/server/api';
import { UpstreamTimeoutError, sendToBackend } from '@/lib/server/transport';
import { installCapturedLogger } from '../../../support/captured-log';

jest.mock('next/headers', () => ({ cookies: jest.fn() }));
jest.mock('@/lib/server/transport', () => ({
  ...jest.requireActual<object>('@/lib/server/transport'),
  sendToBackend: jest.fn(),
}));
const backend = jest.mocked(sendToBackend);

let logged: ReturnType<typeof installCapturedLogger>;
beforeEach(() => {
  backend.mockReset();
  logged = installCapturedLogger();
});
afterEach(() => logged.restore());

// Issue 43 item 4: a build or a page part that went without a call says on one line which call it was.
describe('a server-side call the backend fails', () => {
  it('names the call (method and path, no query) on one warn line when the backend stays silent', async () => {
    const silent = new UpstreamTimeoutError('Backend silent for 3000 ms');
    backend.mockRejectedValue(silent);
    await expect(serverClient(null).send('GET', '/blog/homepage/sk?q=kamera')).rejects.toBe(silent);
    expect(logged.parsed()).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'backend call failed: GET /admin/v1/blog/homepage/sk',
        call: 'GET /admin/v1/blog/homepage/sk',
        err: { type: 'UpstreamTimeoutError', message: 'Backend silent for 3000 ms' },
      }),
    ]);
  });

  it('names a call the backend answered with a server error, and passes the answer on', async () => {
    backend.mockResolvedValue(new Response('{}', { status: 503 }));
    expect((await serverClient(null).send('GET', '/banner/top/sk')).status).toBe(503);
    expect(logged.parsed()).toEqual([expect.objectContaining({ level: 'warn', msg: 'backend call failed: GET /admin/v1/banner/top/sk answered 503' })]);
  });

  it('logs nothing for an answer the caller handles (404: the entity is unknown)', async () => {
    backend.mockResolvedValue(new Response('{}', { status: 404 }));
    expect((await serverClient(null).send('GET', '/product/detail/url/x')).status).toBe(404);
    expect(logged.parsed()).toEqual([]);
  });
});
