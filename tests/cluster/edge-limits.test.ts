import http from 'node:http';
import net from 'node:net';
import { startNginx } from '../support/nginx-server';
import { guestPages, startEdge, type Edge } from './support/edge';
import { ShopClient } from './support/shop-client';
import { clusterPort } from './support/setup-state';

// Limits at the edge (issue 43, items 1, 5 and 8): nothing a client sends takes an instance out of
// nginx or leaves a connection stuck, and nginx's own refusals on the calls speak the contract.
let edge: Edge;
let pages: Awaited<ReturnType<typeof guestPages>>;
beforeAll(async () => {
  edge = await startEdge();
  pages = await guestPages(edge.cluster);
});
afterAll(() => edge?.stop());

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** whether the request went on a connection an earlier request had used */
  reused: boolean;
}

/** One request as sent, its target byte for byte (fetch would percent-encode it first). */
function request(
  base: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer; agent?: http.Agent } = {},
): Promise<Raw> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: target, method: options.method ?? 'GET', headers: options.headers, agent: options.agent ?? false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, reused: req.reusedSocket }));
      },
    );
    req.on('error', reject);
    // a connection left stuck would hang the next request: fail at once instead of at jest's timeout
    req.setTimeout(5000, () => req.destroy(new Error(`${options.method ?? 'GET'} ${target.slice(0, 60)}…: no answer within 5 s`)));
    req.end(options.body);
  });
}

/** `path` with a query parameter padded with `filler` to `bytes` bytes in all. */
function padded(path: string, bytes: number, filler = 'a'): string {
  const head = `${path}${path.includes('?') ? '&' : '?'}x=`;
  return head + filler.repeat(bytes - head.length);
}

const envelope = (key: string, code: string) => ({ success: false, error: [{ key, code }] });

describe('item 1: long URLs take no instance out of nginx', () => {
  /** The answers that copy the address into headers: a trailing slash's 308, a listing's rewrite (HTML and RSC). */
  const reflecting = (): Array<{ target: string; headers: Record<string, string> }> => [
    { target: '/blog/', headers: {} },
    { target: `${pages.category}?pg=2`, headers: {} },
    { target: `${pages.category}?pg=2`, headers: { RSC: '1' } },
    { target: `${pages.category}/`, headers: {} },
  ];

  it('after 20 requests with 8 KB URLs, sign-in, basket and search through nginx answer at once', async () => {
    const customer = new ShopClient();
    const viaNginx = { url: edge.nginx.url };
    await customer.register(viaNginx);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const { target, headers } = reflecting()[i % 4]!;
      statuses.push((await request(edge.nginx.url, padded(target, 8000), { headers })).status);
    }
    const signIn = await customer.signIn(viaNginx);
    const basket = await customer.call(viaNginx, 'GET', '/admin/v1/basket/sk');
    const search = await request(edge.nginx.url, '/search-product/kamera', { headers: { Cookie: customer.cookieHeader() } });
    expect({ longUrls: statuses, afterwards: [signIn.status, basket.status, search.status] }).toEqual({
      longUrls: Array(20).fill(414),
      afterwards: [200, 200, 200],
    });
  });

  it('the longest URL served (2048 bytes), of characters an answer percent-encodes threefold, is redirected through nginx with both copies of it in the headers', async () => {
    const answers: Array<{ target: string; status: number; location: number }> = [];
    // three rounds on each of the two instances: one counted as failed three times would be out
    for (let round = 0; round < 6; round++) {
      for (const target of ['/blog/', `${pages.category}/`]) {
        const answer = await request(edge.nginx.url, padded(target, 2048, '"'));
        answers.push({ target, status: answer.status, location: answer.headers.location?.length ?? 0 });
      }
    }
    expect(answers.filter((a) => a.status !== 308 || a.location < 3 * 2000)).toEqual([]);
  });

  it('an instance asked directly refuses a URL over 2048 bytes with 414 before any redirect', async () => {
    const instance = edge.cluster.instances[0]!.url;
    const longest = await request(instance, padded('/blog/', 2048));
    const over = await request(instance, padded('/blog/', 2049));
    const call = await request(instance, padded('/admin/v1/product/homepage/sk', 2049));
    expect(longest.status).toBe(308);
    expect({ status: over.status, location: over.headers.location }).toEqual({ status: 414, location: undefined });
    expect({ status: call.status, body: JSON.parse(call.body) as unknown }).toEqual({ status: 414, body: envelope('url', 'messages.url.tooLong') });
  });
});

describe('item 5: an answer sent before the body was read leaves the connection usable', () => {
  /** What a keep-alive client (nginx's upstream connections, a browser) sends next on the same connection. */
  async function thenNext(agent: http.Agent, instance: string) {
    const next = await request(instance, '/api/health', { agent });
    agent.destroy();
    return next;
  }

  /** Posts `body` to an instance's contact call from `origin` (its own by default) on a one-connection keep-alive agent; `next` asks again on it. */
  async function postOnOneConnection(body: Buffer, origin?: string) {
    const instance = edge.cluster.instances[0]!.url;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await request(instance, '/admin/v1/contact/send', {
      method: 'POST',
      agent,
      body,
      headers: { Origin: origin ?? instance, 'Content-Type': 'application/json' },
    });
    return { answer, next: () => thenNext(agent, instance) };
  }

  it('413 for a 1.2 MB body: the answer says Connection: close, and the next request is answered', async () => {
    const { answer: tooLarge, next } = await postOnOneConnection(Buffer.alloc(1_200_000, 'a'));
    expect({ status: tooLarge.status, body: JSON.parse(tooLarge.body) as unknown, connection: tooLarge.headers.connection }).toEqual({
      status: 413,
      body: envelope('body', 'messages.body.tooLarge'),
      connection: 'close',
    });
    expect((await next()).status).toBe(200);
  });

  it('403 for a write from another site, before its body: the body is drained and the same connection answers the next request', async () => {
    const { answer: foreign, next } = await postOnOneConnection(Buffer.alloc(500_000, 'a'), 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(await next()).toMatchObject({ status: 200, reused: true });
  });

  it('400 for malformed JSON: the same connection answers the next request', async () => {
    const { answer: malformed, next } = await postOnOneConnection(Buffer.from('{"name": "Eva'));
    expect(malformed.status).toBe(400);
    expect(await next()).toMatchObject({ status: 200, reused: true });
  });
});

/** The raw bytes of a request nginx must refuse as malformed, and the status line and body it answered. */
function rawExchange(port: number, bytes: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0), body: text.slice(text.indexOf('\r\n\r\n') + 4) }));
  });
}

describe("item 8: nginx's own answers on /admin/v1 are the contract's envelope", () => {
  const json = (raw: Raw) => ({ status: raw.status, type: raw.headers['content-type'], body: JSON.parse(raw.body) as unknown });

  it('414 for a URL over the limit, also one too long for nginx to read; pages get a page in Slovak', async () => {
    for (const bytes of [3000, 20_000]) {
      expect(json(await request(edge.nginx.url, padded('/admin/v1/product/homepage/sk', bytes)))).toEqual({
        status: 414,
        type: 'application/json',
        body: envelope('url', 'messages.url.tooLong'),
      });
    }
    const page = await request(edge.nginx.url, padded('/', 3000));
    expect({ status: page.status, type: page.headers['content-type'], says: page.body.includes('Adresa je príliš dlhá') }).toEqual({
      status: 414,
      type: 'text/html; charset=utf-8',
      says: true,
    });
  });

  it('413 for a body over the calls’ 1 MB, refused by nginx before any instance is asked', async () => {
    const answer = await request(edge.nginx.url, '/admin/v1/contact/send', {
      method: 'POST',
      body: Buffer.alloc(1_200_000, 'a'),
      headers: { Origin: edge.nginx.url, 'Content-Type': 'application/json' },
    });
    expect(json(answer)).toEqual({ status: 413, type: 'application/json', body: envelope('body', 'messages.body.tooLarge') });
    // every answer of an instance carries its request id
    expect(answer.headers['x-request-id']).toBeUndefined();
  });

  it('400 for a request nginx cannot read', async () => {
    const answer = await rawExchange(edge.nginx.port, 'GET /admin/v1/sign/user HTTP/1.1\r\nHost: shop\r\nNot a header\r\n\r\n');
    expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual({ status: 400, body: envelope('request', 'messages.request.invalid') });
  });

  it('503 with messages.network when no instance answers (nginx’s 502)', async () => {
    // nginx in front of a port nothing listens on (the suite's range, above what the edge uses)
    const alone = await startNginx({ upstreams: [`127.0.0.1:${clusterPort(20)}`], port: clusterPort(21) });
    try {
      expect(json(await request(alone.url, '/admin/v1/sign/user'))).toEqual({
        status: 503,
        type: 'application/json; charset=utf-8',
        body: envelope('network', 'messages.network'),
      });
      const page = await request(alone.url, '/account');
      expect({ status: page.status, type: page.headers['content-type'] }).toEqual({ status: 503, type: 'text/html; charset=utf-8' });
    } finally {
      await alone.stop();
    }
  });
});
