/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardRequests } from '@/lib/runtime/instance/request-guards';
import type { Logger } from '@/lib/runtime/instance/log';
import { MAX_URL_BYTES } from '@/lib/runtime/instance/url-limit';
import { toRequest } from '@/lib/runtime/instance/web-exchange';

// The instance's own guards (issue 43, items 1 and 5) on a real socket, with a keep-alive client
// that sends each request on the connection the previous one used, as nginx and browsers do.

let BASE = '';
let server: http.Server;
const handled: string[] = [];
const silent = { info: () => undefined } as unknown as Logger;

/** How the handler treats the body: as the routes do when they answer before reading it, or after. */
async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  handled.push(req.url ?? '');
  const request = toRequest(req, 'http://shop');
  const reply = (status: number) => res.writeHead(status, { 'content-type': 'application/json' }).end(`{"status":${status}}`);
  if (req.url === '/unread') return reply(401); // e.g. no session, checked before the body
  if (req.url === '/cancelled') {
    await request.body?.cancel(); // the proxy's refusal of a declared oversize body
    return reply(413);
  }
  if (req.url === '/partly') {
    const reader = request.body!.getReader();
    await reader.read(); // counted the first chunk, then gave up
    reader.releaseLock();
    return reply(413);
  }
  await request.text();
  return reply(req.url === '/malformed' ? 400 : 200);
}

beforeAll(async () => {
  server = http.createServer((req, res) => void answer(req, res));
  guardRequests(server, silent);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Sent {
  status: number;
  connection: string | undefined;
  /** whether the request went on a connection an earlier one had used */
  reused: boolean;
  body: string;
}

function send(agent: http.Agent, method: string, path: string, body?: Buffer): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${BASE}${path}`, { method, agent, headers: body ? { 'content-length': body.length } : {} }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, reused: req.reusedSocket, body: text }));
    });
    req.on('error', reject);
    // a stalled connection would hang the next request: fail fast instead of waiting for jest
    req.setTimeout(3000, () => req.destroy(new Error(`${method} ${path}: no answer within 3 s`)));
    req.end(body);
  });
}

describe('an answer sent before the request body was read', () => {
  const body = Buffer.alloc(1_200_000, 'a');

  it.each(['/unread', '/partly'])('%s: drains the body and keeps the connection, and the next request on it is answered', async (path) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const early = await send(agent, 'POST', path, body);
    const next = await send(agent, 'GET', '/next');
    agent.destroy();
    expect(early.connection).toBe('keep-alive');
    expect(next).toEqual({ status: 200, connection: 'keep-alive', reused: true, body: '{"status":200}' });
  });

  it('whose body the handler discarded: says Connection: close, and the next request goes on a new connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const early = await send(agent, 'POST', '/cancelled', body);
    const next = await send(agent, 'GET', '/next');
    agent.destroy();
    expect({ status: early.status, connection: early.connection }).toEqual({ status: 413, connection: 'close' });
    expect({ status: next.status, reused: next.reused }).toEqual({ status: 200, reused: false });
  });

  it('a 400 after reading a malformed body keeps the connection as it was', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const bad = await send(agent, 'POST', '/malformed', Buffer.from('{"no'));
    const next = await send(agent, 'GET', '/next');
    agent.destroy();
    expect(bad.status).toBe(400);
    expect(next).toMatchObject({ status: 200, reused: true });
  });
});

describe('the URL length limit', () => {
  const padded = (path: string, length: number) => `${path}?q=${'a'.repeat(length - path.length - 3)}`;

  it(`serves a target of ${MAX_URL_BYTES} bytes and refuses one byte more with 414, before the handler runs`, async () => {
    const agent = new http.Agent({ keepAlive: true });
    handled.length = 0;
    const longest = await send(agent, 'GET', padded('/blog/', MAX_URL_BYTES));
    const page = await send(agent, 'GET', padded('/blog/', MAX_URL_BYTES + 1));
    const call = await send(agent, 'GET', padded('/admin/v1/product/homepage/sk', MAX_URL_BYTES + 1));
    agent.destroy();
    expect(longest.status).toBe(200);
    expect(page.status).toBe(414);
    expect(page.body).toContain('Adresa je príliš dlhá');
    expect({ status: call.status, body: JSON.parse(call.body) as unknown }).toEqual({
      status: 414,
      body: { success: false, error: [{ key: 'url', code: 'messages.url.tooLong' }] },
    });
    expect(handled).toEqual([padded('/blog/', MAX_URL_BYTES)]);
  });
});
