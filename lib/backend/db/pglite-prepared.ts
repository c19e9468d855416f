import 'server-only';

/** What pglitePreparedTexts needs of a PGlite client (its public protocol and lock methods). */
export interface PgliteProtocolClient {
  execProtocol(message: Uint8Array, options?: { syncToFs?: boolean }): Promise<{ messages: ReadonlyArray<{ name: string }> }>;
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

/** The statement texts prepared under each name, per client (a client's named statements live as long as it). */
const prepared = new WeakMap<PgliteProtocolClient, Map<string, string>>();
const encoder = new TextEncoder();

/** One frontend message: its type byte, then its length (itself included) and its body. */
function message(type: string, ...parts: Uint8Array[]): Uint8Array {
  const length = 4 + parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(1 + length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, length);
  let at = 5;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const cstring = (text: string) => encoder.encode(`${text}\0`);
const int16 = (value: number) => new Uint8Array([(value >> 8) & 0xff, value & 0xff]);
function int32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setInt32(0, value);
  return out;
}

/** A parameter in text format, as PGlite's own query serialises strings and numbers. */
function paramText(value: unknown): Uint8Array | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return encoder.encode(String(value));
  throw new TypeError(`pglitePreparedTexts: parameter of type ${typeof value}`);
}

function bind(statement: string, params: readonly unknown[]): Uint8Array {
  const values = params.flatMap((value) => {
    const text = paramText(value);
    return text === null ? [int32(-1)] : [int32(text.length), text];
  });
  // unnamed portal; all parameters and results in text format (0 format codes)
  return message('B', cstring(''), cstring(statement), int16(0), int16(params.length), ...values, int16(0));
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
      const parse = fresh ? [message('C', encoder.encode('S'), cstring(name)), message('P', cstring(name), cstring(text), int16(0))] : [];
      known.delete(name);
      const { messages } = await client.execProtocol(concat([...parse, bind(name, params), message('E', cstring(''), int32(0)), message('S')]), { syncToFs: false });
      known.set(name, text);
      return messages.filter((m): m is { name: 'dataRow'; fields: Array<string | null> } => m.name === 'dataRow').map((row) => row.fields[0] ?? null);
    }),
  );
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
