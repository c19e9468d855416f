import { PGlite } from '@electric-sql/pglite';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { pglitePreparedTexts } from '@/lib/backend/db/pglite-prepared';
import { traceNodePostgresClient, tracePgliteClient } from '@/lib/backend/db/traced-sql';
import { inClientSpan, setShopTracing } from '@/lib/runtime/tracing/spans';

// The SQL spans on a real PGlite, with the SDK's in-memory exporter in place of OTLP (the cluster
// suite's tests/cluster/traces.test.ts sees them over OTLP on PostgreSQL).
jest.setTimeout(30_000);

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
let db: PGlite;
/** The client's own query, kept before tracing wraps it: the stand-in connection below answers with it. */
let untracedQuery: PGlite['query'];

beforeAll(async () => {
  provider.register();
  setShopTracing({
    tracer: provider.getTracer('test'),
    inject: (carrier, setter) => propagation.inject(context.active(), carrier, setter),
    extract: (carrier, getter) => propagation.extract(ROOT_CONTEXT, carrier, getter),
    errorStatus: SpanStatusCode.ERROR,
    clientKind: SpanKind.CLIENT,
    serverKind: SpanKind.SERVER,
  });
  db = await PGlite.create();
  untracedQuery = db.query.bind(db);
  tracePgliteClient(db as unknown as Parameters<typeof tracePgliteClient>[0]);
});
afterAll(async () => {
  await db.close();
  await provider.shutdown();
  trace.disable();
});
beforeEach(() => exporter.reset());

const SECRET = 'zakaznik@montaze.sk';
const statements = () =>
  exporter.getFinishedSpans().map((span) => ({ name: span.name, text: span.attributes['db.query.text'], parent: span.parentSpanContext?.spanId }));

test('a statement is a span under the active one, with its text and placeholder but not the value', async () => {
  let parentId = '';
  await inClientSpan('backend GET', {}, async () => {
    parentId = trace.getActiveSpan()!.spanContext().spanId;
    await db.query('SELECT $1::text AS email', [SECRET]);
  });
  expect(statements()).toEqual([
    { name: 'SELECT', text: 'SELECT $1::text AS email', parent: parentId },
    { name: 'backend GET', text: undefined, parent: undefined },
  ]);
  expect(JSON.stringify(exporter.getFinishedSpans().map((s) => s.attributes))).not.toContain(SECRET);
});

test("a transaction's statements and a prepared read are spans too; a failed one is marked failed", async () => {
  await db.transaction(async (tx) => {
    await tx.query('SELECT 1');
  });
  await pglitePreparedTexts(db, 'traced_read', 'SELECT $1::text', [SECRET]);
  await expect(db.query('SELECT * FROM no_such_table')).rejects.toThrow();
  expect(statements().map((s) => s.text)).toEqual(['SELECT 1', 'SELECT $1::text', 'SELECT * FROM no_such_table']);
  expect(exporter.getFinishedSpans().map((s) => s.status.code)).toEqual([SpanStatusCode.UNSET, SpanStatusCode.UNSET, SpanStatusCode.ERROR]);
});

test("node-postgres's callback form (pool.query's) ends its span when the callback runs", async () => {
  const client = {
    // the callback shape pg-pool calls a connection with, answered by PGlite
    query: (text: string, values: unknown[], callback: (error: Error | null, result?: unknown) => void) => {
      untracedQuery(text, values).then((result) => callback(null, result), callback);
    },
  };
  traceNodePostgresClient(client as unknown as Parameters<typeof traceNodePostgresClient>[0]);
  const rows = await new Promise((resolve, reject) =>
    client.query('SELECT $1::int + 1 AS n', [41], (error, result) => (error ? reject(error) : resolve((result as { rows: unknown[] }).rows))),
  );
  expect(rows).toEqual([{ n: 42 }]);
  expect(statements().map((s) => s.text)).toEqual(['SELECT $1::int + 1 AS n']);
});
