/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { trustedProxyList } from '@/lib/runtime/instance/forwarded-for';
import { instrument } from '@/lib/runtime/instance/instrument';
import { currentRequestId } from '@/lib/runtime/instance/request-context';
import { capturedLogger } from '../../../../support/captured-log';

// Port 0 would do, but helpers share this machine: stay in this worktree's range.
const PORT = 7351;
/** Loopback addresses other than 127.0.0.1 reach a server on 127.0.0.1 too (Linux routes all of 127/8 to lo). */
const STRANGER = '127.0.0.2';

/** A real server behind the instrumentation, answering what the handler saw; `trusted` is TRUSTED_PROXIES. */
async function startServer(trusted: string[] = ['127.0.0.1', '::1']) {
  const captured = capturedLogger();
  const server = http.createServer(
    instrument(
      (req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            forwardedFor: req.headers['x-forwarded-for'] ?? null,
            forwardedProto: req.headers['x-forwarded-proto'] ?? null,
            forwardedHost: req.headers['x-forwarded-host'] ?? null,
            requestId: req.headers['x-request-id'],
            inContext: currentRequestId(),
          }),
        );
      },
      { trustedProxies: trustedProxyList(trusted), log: captured.logger },
    ),
  );
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { ...captured, base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** One request on its own connection (fetch would reuse a pooled socket of the previous test's server), from `from`. */
function get(
  url: string,
  headers: Record<string, string> = {},
  from = '127.0.0.1',
): Promise<{ headers: http.IncomingHttpHeaders; json: () => Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false, localAddress: from }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ headers: res.headers, json: async () => JSON.parse(body) as unknown }));
      })
      .on('error', reject);
  });
}

describe('the instance server around every request', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  afterEach(() => server.close());

  it('logs one line per request with method, path without its query, status and duration, and echoes the edge id', async () => {
    server = await startServer();
    const response = await get(`${server.base}/nove-heslo?token=secret-reset-token`, { 'x-request-id': 'edge-42' });
    const seen = (await response.json()) as Record<string, unknown>;
    expect(response.headers['x-request-id']).toBe('edge-42');
    expect(seen).toMatchObject({ requestId: 'edge-42', inContext: 'edge-42' });
    const [line] = await server.linesWritten(1);
    expect(server.lines.join('')).not.toContain('secret-reset-token');
    expect(line).toMatchObject({ level: 'info', reqId: 'edge-42', method: 'GET', path: '/nove-heslo', status: 200, msg: 'request' });
    expect(typeof line?.ms).toBe('number');
  });

  it('replaces an id that is not short and safe with a fresh one, returned to the client', async () => {
    server = await startServer();
    for (const sent of ['<script>alert(1)</script>', 'x'.repeat(65), 'id with "quotes"']) {
      const response = await get(server.base, { 'x-request-id': sent });
      const id = String(response.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(((await response.json()) as { requestId: string }).requestId).toBe(id);
    }
  });

  it('from a peer not in TRUSTED_PROXIES, no X-Forwarded-* reaches the handler: the socket address does, and Next fills proto and host itself', async () => {
    server = await startServer();
    const forged = { 'x-forwarded-for': '198.51.100.4', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.sk' };
    expect(await (await get(server.base, forged, STRANGER)).json()).toMatchObject({ forwardedFor: STRANGER, forwardedProto: null, forwardedHost: null });
    // a proxy list without the loopback: the instance is reached directly even from 127.0.0.1
    await server.close();
    server = await startServer(['10.0.0.0/8']);
    expect(await (await get(server.base, forged)).json()).toMatchObject({ forwardedFor: '127.0.0.1', forwardedProto: null, forwardedHost: null });
  });

  it('behind a trusted proxy, the handler sees the address that proxy appended and the scheme and host it reports', async () => {
    server = await startServer();
    const sent = { 'x-forwarded-for': '6.6.6.6, 198.51.100.4', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.sk' };
    expect(await (await get(server.base, sent)).json()).toMatchObject({
      forwardedFor: '198.51.100.4',
      forwardedProto: 'https',
      forwardedHost: 'shop.example.sk',
    });
  });

  it('logs the probes a load balancer calls at debug, not info', async () => {
    server = await startServer();
    await get(`${server.base}/api/ready`);
    expect((await server.linesWritten(1))[0]).toMatchObject({ level: 'debug', path: '/api/ready' });
  });
});
