/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { instrument } from '@/lib/instance/instrument';
import { currentRequestId } from '@/lib/instance/request-context';
import { capturedLogger } from '../../../support/captured-log';

// Port 0 would do, but helpers share this machine: stay in this worktree's range.
const PORT = 3551;

/** A real server behind the instrumentation, answering what the handler saw. */
async function startServer(trustedProxyHops: number) {
  const captured = capturedLogger();
  const server = http.createServer(
    instrument(
      (req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] ?? null, requestId: req.headers['x-request-id'], inContext: currentRequestId() }));
      },
      { trustedProxyHops, log: captured.logger },
    ),
  );
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { ...captured, base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** One request on its own connection (fetch would reuse a pooled socket of the previous test's server). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ headers: http.IncomingHttpHeaders; json: () => Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
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
    server = await startServer(0);
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
    server = await startServer(0);
    for (const sent of ['<script>alert(1)</script>', 'x'.repeat(65), 'id with "quotes"']) {
      const response = await get(server.base, { 'x-request-id': sent });
      const id = String(response.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(((await response.json()) as { requestId: string }).requestId).toBe(id);
    }
  });

  it('reached directly, a client-sent X-Forwarded-For never reaches the handler: the socket address does', async () => {
    server = await startServer(0);
    const response = await get(server.base, { 'x-forwarded-for': '6.6.6.6' });
    expect(((await response.json()) as { forwardedFor: string }).forwardedFor).toBe('127.0.0.1');
  });

  it('behind one trusted proxy, the handler sees the address that proxy appended', async () => {
    server = await startServer(1);
    const response = await get(server.base, { 'x-forwarded-for': '6.6.6.6, 198.51.100.4' });
    expect(((await response.json()) as { forwardedFor: string }).forwardedFor).toBe('198.51.100.4');
  });

  it('logs the probes a load balancer calls at debug, not info', async () => {
    server = await startServer(0);
    await get(`${server.base}/api/ready`);
    expect((await server.linesWritten(1))[0]).toMatchObject({ level: 'debug', path: '/api/ready' });
  });
});
