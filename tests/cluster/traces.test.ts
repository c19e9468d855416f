import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../support/otlp-receiver';
import { startCluster, type Cluster } from './support/cluster';
import { startBackend } from './support/backend-process';
import { signalProcess } from './support/processes';
import { clusterPort } from './support/setup-state';

// Issue 49 item 4: with OTEL_EXPORTER_OTLP_ENDPOINT set, a product page's trace reaches an OTLP/HTTP
// receiver from Next's own request span down to each SQL statement, every span with the request id,
// for the embedded backend and for `npm run backend` behind API_URL (docs/deploying.md, Traces).
let cluster: Cluster;
let receiver: OtlpReceiver;
let backend: ChildProcess | undefined;

/** Traces on, exported at once rather than every 5 s (the batch's default), so the test waits for spans, not a timer. */
const TRACED = (endpoint: string) => ({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '50' });

beforeAll(async () => {
  receiver = await startOtlpReceiver(clusterPort(30));
  cluster = await startCluster({ count: 0 });
});

afterAll(async () => {
  if (backend) await signalProcess(backend, 'SIGTERM');
  await cluster?.stop();
  await receiver?.close();
});

/** Products nobody has asked for yet (not on the home page, which the build prerenders), newest first: each page renders and calls the backend. */
async function unrenderedProducts(): Promise<string[]> {
  const { rows } = await cluster.sql.query<{ slug: string }>('SELECT slug FROM products WHERE active AND NOT on_offer ORDER BY id DESC LIMIT 2');
  return rows.map((row) => row.slug);
}

/** Opens the product page with our own request id, as nginx would pass one; answers the id. */
async function openProduct(base: string, slug: string): Promise<string> {
  const requestId = `trace-${randomUUID()}`;
  const response = await fetch(`${base}/product/${encodeURIComponent(slug)}`, { headers: { 'X-Request-Id': requestId } });
  expect(response.status).toBe(200);
  expect(response.headers.get('x-request-id')).toBe(requestId);
  await response.text();
  return requestId;
}

/** The chain of span names from `span` up to its trace's root, as far as the receiver has them. */
function ancestry(spans: ReceivedSpan[], span: ReceivedSpan): ReceivedSpan[] {
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  const chain = [span];
  for (let parent = byId.get(span.parentSpanId); parent; parent = byId.get(parent.parentSpanId)) chain.push(parent);
  return chain;
}

const isProductCall = (span: ReceivedSpan, slug: string) =>
  span.name === 'backend GET' && span.attributes['url.path'] === `/admin/v1/product/detail/url/${slug}/sk`;
const isSelect = (span: ReceivedSpan) => span.name === 'SELECT' && String(span.attributes['db.query.text']).toLowerCase().startsWith('select');

/** The SQL statements under the product call, once the receiver holds the chain page → call → statement. */
async function statementsUnderProductCall(slug: string): Promise<{ page: ReceivedSpan; call: ReceivedSpan; statements: ReceivedSpan[] }> {
  const found = (spans: ReceivedSpan[]) => {
    const call = spans.find((s) => isProductCall(s, slug));
    if (!call) return null;
    const statements = spans.filter((s) => isSelect(s) && ancestry(spans, s).includes(call));
    const page = ancestry(spans, call).at(-1);
    return statements.length > 0 && page && page.kind === 2 && page.parentSpanId === '' ? { page, call, statements } : null;
  };
  await receiver.until((spans) => found(spans) !== null);
  return found(receiver.spans)!;
}

test('embedded backend: Next request span → backend call → SQL statements, in one trace, each with the request id and no parameter value', async () => {
  const instance = await cluster.startInstance('A', clusterPort(0), TRACED(receiver.url));
  const [slug] = await unrenderedProducts();
  const requestId = await openProduct(instance.url, slug!);
  const { page, call, statements } = await statementsUnderProductCall(slug!);
  // Next's own span names the route; the shop's spans hang under it
  expect(page.name).toBe('GET /product/[productName]');
  expect(page.service).toBe('storefront');
  expect(call.attributes).toMatchObject({ 'shop.backend': 'embedded', 'http.request.method': 'GET', 'http.response.status_code': 200 });
  for (const span of [page, call, ...statements]) {
    expect(span.traceId).toBe(page.traceId);
    expect(span.attributes['shop.request_id']).toBe(requestId);
  }
  expect(statements[0]!.attributes['db.system.name']).toBe('postgresql');
  // the product's address travels as a parameter: the statement text holds its placeholder, not the value
  for (const statement of statements) expect(String(statement.attributes['db.query.text'])).not.toContain(slug!);
  expect(statements.some((s) => /\$1/.test(String(s.attributes['db.query.text'])))).toBe(true);
});

test('API_URL: the storefront call carries the trace to `npm run backend`, whose SQL statements join it', async () => {
  const started = await startBackend(cluster, clusterPort(31), 'backend-traced', TRACED(receiver.url));
  backend = started.child;
  const backendUrl = started.url;
  const instance = await cluster.startInstance('P', clusterPort(1), { ...TRACED(receiver.url), API_URL: backendUrl });
  const slug = (await unrenderedProducts())[1]!;
  const requestId = await openProduct(instance.url, slug);
  const { page, call, statements } = await statementsUnderProductCall(slug);
  expect(call.service).toBe('storefront');
  expect(call.attributes).toMatchObject({ 'shop.backend': 'remote', 'shop.request_id': requestId });
  // the backend's server span is the storefront call's child, its statements the server span's
  const served = ancestry(receiver.spans, statements[0]!).find((s) => s.kind === 2 && s.service === 'storefront-backend');
  expect(served).toMatchObject({ name: 'GET /admin/v1', traceId: page.traceId });
  expect(ancestry(receiver.spans, served!)).toContain(call);
  // the storefront passes its request id on, so the backend's spans carry the same one
  expect(statements[0]).toMatchObject({ service: 'storefront-backend', attributes: expect.objectContaining({ 'shop.request_id': requestId }) });
});
