import http from 'node:http';
import { handleBackendRequest } from '@/lib/backend';
import { getDb } from '@/lib/backend/db/client';
import { mailOutbox } from '@/lib/backend/db/schema';
import { trustedProxyList } from '@/lib/runtime/instance/forwarded-for';
import { instrument } from '@/lib/runtime/instance/instrument';
import { log } from '@/lib/runtime/instance/log';
import { send, toRequest } from '@/lib/runtime/instance/web-exchange';
import { withMetricsEndpoint } from '@/lib/runtime/metrics/endpoint';
import { countRequests } from '@/lib/runtime/metrics/request-metrics';
import { SLOW } from '../account/helpers';
import { DEMO_EMAIL } from '../support/backend';
import { readyBasket, stockedProducts } from '../checkout/support';
import { newCustomerCookie } from '../cart/support';

jest.setTimeout(SLOW);

/**
 * GET /api/metrics of the instance layer (lib/runtime/metrics) in front of the real embedded
 * backend: the figures an operator scrapes move with what the shop does, and the endpoint stays
 * hidden from everyone but a trusted address or the token. Next is stood in for by a listener that
 * answers a page and otherwise a 404, as Next does for a path it has no route for.
 */

const PORT = 4901;
const TOKEN = 'metrics-token-for-the-contract-test';
/** Linux routes all of 127/8 to lo: a client at this address is not in TRUSTED_PROXIES. */
const STRANGER = '127.0.0.2';

const standIn: http.RequestListener = (req, res) => {
  if (req.url?.startsWith('/admin/v1/')) {
    void handleBackendRequest(toRequest(req, `http://127.0.0.1:${PORT}`)).then((response) => send(res, response));
    return;
  }
  res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html' }).end(req.url === '/' ? '<h1>Shop</h1>' : '<h1>404</h1>');
};

let server: http.Server;

beforeAll(async () => {
  const trustedProxies = trustedProxyList(['127.0.0.1', '::1']);
  server = http.createServer(instrument(countRequests(withMetricsEndpoint(standIn, { trustedProxies, token: TOKEN })), { trustedProxies, log: log() }));
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on its own connection from `from`, as a scraper or a browser would send it. */
function request(method: string, path: string, options: { from?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      { host: '127.0.0.1', port: PORT, method, path, headers: options.headers, agent: false, localAddress: options.from ?? '127.0.0.1' },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    sent.on('error', reject);
    sent.end(options.body);
  });
}

/** The value of one series in a scrape (`name{labels}` exactly as written there), or undefined. */
function valueOf(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(): Promise<string> {
  const answer = await request('GET', '/api/metrics');
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('GET /api/metrics', () => {
  it('counts a page request and a placed order, with the process and backend figures beside them', async () => {
    const before = await scrape();
    const pagesBefore = valueOf(before, 'shop_http_request_duration_seconds_count{kind="page",status="200"}') ?? 0;
    const ordersBefore = valueOf(before, 'shop_orders_placed_total') ?? 0;

    expect((await request('GET', '/')).status).toBe(200);
    const cookie = await newCustomerCookie('metrics-buyer@example.sk');
    const [product] = await stockedProducts(1);
    const basket = await readyBasket(cookie, product!.id, 1);
    const placed = await request('PUT', '/admin/v1/cart/order/sk', {
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ basket, followNews: false }),
    });
    expect(placed.status).toBe(200);

    const after = await scrape();
    expect(valueOf(after, 'shop_http_request_duration_seconds_count{kind="page",status="200"}')).toBe(pagesBefore + 1);
    expect(valueOf(after, 'shop_http_request_duration_seconds_count{kind="admin",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'shop_orders_placed_total')).toBe(ordersBefore + 1);
    // the scrape itself is in flight while the figures are read
    expect(valueOf(after, 'shop_http_requests_in_flight')).toBe(1);
    expect(valueOf(after, 'shop_mail_outbox_backlog')).toBeGreaterThanOrEqual(0);
    expect(valueOf(after, 'shop_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    if (process.env.DATABASE_URL) {
      expect(valueOf(after, 'shop_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(valueOf(after, 'shop_db_pool_waiting_queries')).toBe(0);
    }
  });

  it('reports the mail outbox backlog and how long its oldest mail has waited', async () => {
    const db = await getDb();
    // a mail queued 15 minutes ago whose retry is not due yet (so no sender takes it meanwhile)
    const queuedAt = new Date(Date.now() - 15 * 60_000);
    await db.insert(mailOutbox).values({
      toAddress: 'stuck@example.sk',
      subject: 'Potvrdenie objednávky',
      kind: 'order-placed',
      attempts: 2,
      nextAttemptAt: new Date(Date.now() + 60 * 60_000),
      createdAt: queuedAt,
    });
    const after = await scrape();
    expect(valueOf(after, 'shop_mail_outbox_backlog')).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'shop_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(15 * 60);
  });

  it('counts a refusal by a rate limit', async () => {
    const refusalsBefore = valueOf(await scrape(), 'shop_rate_limit_refusals_total') ?? 0;
    // a wrong password for the demo account, until its failures are refused with 429
    let status = 0;
    for (let attempt = 0; attempt < 30 && status !== 429; attempt++) {
      const answer = await request('POST', '/admin/v1/sign/in', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_EMAIL, password: 'not-the-password' }),
      });
      status = answer.status;
    }
    expect(status).toBe(429);
    const after = await scrape();
    expect(valueOf(after, 'shop_rate_limit_refusals_total')).toBe(refusalsBefore + 1);
    // the checks hashed in the hashing gate, and none is left waiting or running
    expect(valueOf(after, 'shop_sign_in_hash_queue_length')).toBe(0);
    expect(valueOf(after, 'shop_sign_in_hashes_running')).toBe(0);
  });

  it('is never stored by a cache', async () => {
    const answer = await request('GET', '/api/metrics');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('answers the token from any address, and anyone else the ordinary 404', async () => {
    expect((await request('GET', '/api/metrics', { from: STRANGER, headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    const refused = [
      await request('GET', '/api/metrics', { from: STRANGER }),
      await request('GET', '/api/metrics', { from: STRANGER, headers: { authorization: 'Bearer not-the-token' } }),
      // through a trusted proxy (nginx on the host), the client is the browser behind it
      await request('GET', '/api/metrics', { headers: { 'x-forwarded-for': '203.0.113.5' } }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(404);
      expect(answer.body).toBe('<h1>404</h1>');
    }
  });
});
