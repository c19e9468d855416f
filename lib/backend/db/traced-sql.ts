import 'server-only';
import { inClientSpan, tracingOn } from '@/lib/runtime/tracing/spans';

/**
 * One span per SQL statement the embedded backend sends, on either driver, when traces are on
 * (docs/deploying.md, Traces). The span holds the statement's text as sent, with its `$1…`
 * placeholders: parameter values (a customer's e-mail, a password hash, a search) never go into a trace.
 */
export function inSqlSpan<T>(text: string, work: () => Promise<T>): Promise<T> {
  const operation = /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
  return inClientSpan(operation, { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': text }, work);
}

type Query = (...args: unknown[]) => unknown;
type Callback = (error: Error | null, result?: unknown) => void;

/** The statement text of a node-postgres `query(text | { text }, …)` call, or null for anything else (a cursor, a submittable). */
function statementText(first: unknown): string | null {
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : null;
}

/**
 * Wraps a node-postgres client's `query` (every connection the pool opens: pool.query and drizzle's
 * queries both end there), in its promise and its callback form.
 */
export function traceNodePostgresClient(client: { query: Query }): void {
  if (!tracingOn()) return;
  const original = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const text = statementText(args[0]);
    if (text === null) return original(...args);
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt === -1) return inSqlSpan(text, () => original(...args) as Promise<unknown>);
    const callback = args[callbackAt] as Callback;
    const run = () =>
      new Promise<unknown>((resolve, reject) => {
        const settled: Callback = (error, result) => (error ? reject(error) : resolve(result));
        original(...args.map((arg, index) => (index === callbackAt ? settled : arg)));
      });
    inSqlSpan(text, run).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
    return undefined;
  };
}

/** What tracePgliteClient wraps of a PGlite client and of the transaction its `transaction` hands out. */
interface PgliteQueries {
  query: Query;
  exec: Query;
}
interface PgliteClient extends PgliteQueries {
  transaction: (work: (tx: PgliteQueries) => Promise<unknown>) => Promise<unknown>;
}

function traceQueries(target: PgliteQueries): void {
  for (const method of ['query', 'exec'] as const) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => {
      const text = args[0];
      return typeof text === 'string' ? inSqlSpan(text, () => original(...args) as Promise<unknown>) : original(...args);
    };
  }
}

/** Wraps a PGlite client's `query` and `exec`, and those of every transaction it opens. */
export function tracePgliteClient(client: PgliteClient): void {
  if (!tracingOn()) return;
  traceQueries(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx) => {
      traceQueries(tx);
      return work(tx);
    });
}
