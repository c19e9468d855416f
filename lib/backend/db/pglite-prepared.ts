import 'server-only';
// node-postgres's own serializer of the frontend protocol (pg is the PostgreSQL driver): the messages, not hand-built bytes
import { serialize } from 'pg-protocol';
import { inSqlSpan } from './traced-sql';

/** What pglitePreparedTexts needs of a PGlite client (its public protocol and lock methods). */
export interface PgliteProtocolClient {
  execProtocol(message: Uint8Array, options?: { syncToFs?: boolean }): Promise<{ messages: ReadonlyArray<{ name: string }> }>;
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

/** The statement texts prepared under each name, per client (a client's named statements live as long as it). */
const prepared = new WeakMap<PgliteProtocolClient, Map<string, string>>();

/** A parameter in text format, as PGlite's own query() sends strings and numbers. */
function paramText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  throw new TypeError(`pglitePreparedTexts: parameter of type ${typeof value}`);
}

/**
 * Runs the statement `text` prepared once per client under `name` (Parse only the first time,
 * then Bind, Execute and Sync in ONE protocol call) and returns each row's first column as text.
 * PGlite's query() sends six protocol messages one call each and parses and plans the statement
 * every time; a named statement keeps its parse and, after PostgreSQL's first runs, its plan.
 * Read-only statements only: it does not sync the data directory to disk afterwards.
 * Waits for any open transaction and for the running query, as query() does.
 */
export async function pglitePreparedTexts(client: PgliteProtocolClient, name: string, text: string, params: readonly unknown[]): Promise<Array<string | null>> {
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      const known = prepared.get(client) ?? new Map<string, string>();
      prepared.set(client, known);
      const fresh = known.get(name) !== text;
      // Close first: a name prepared before a failed run may still exist (closing a missing one is no error)
      const parse = fresh ? [serialize.close({ type: 'S', name }), serialize.parse({ name, text })] : [];
      known.delete(name);
      // unnamed portal; parameters and results in text format
      const run = [serialize.bind({ statement: name, values: [...params], valueMapper: paramText }), serialize.execute(), serialize.sync()];
      const { messages } = await inSqlSpan(text, () => client.execProtocol(Buffer.concat([...parse, ...run]), { syncToFs: false }));
      known.set(name, text);
      return messages.filter((m): m is { name: 'dataRow'; fields: Array<string | null> } => m.name === 'dataRow').map((row) => row.fields[0] ?? null);
    }),
  );
}
