import 'server-only';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { pglitePreparedTexts, type PgliteProtocolClient } from './pglite-prepared';
import type { AnyDb } from './query-rows';

/** node-postgres's pool: a query with a name is prepared once per connection. */
interface PoolClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Array<Record<string, unknown>> }>;
}

const dialect = new PgDialect();
const isPglite = (client: unknown): client is PgliteProtocolClient => typeof (client as Partial<PgliteProtocolClient>).execProtocol === 'function';

/**
 * Runs `query` as the prepared statement `name` on either driver and returns each row's first
 * column as text (a statement answering one json text column: one JSON.parse instead of a parser
 * per column). Its text must not change between calls, only its parameters: the database then
 * parses it once per connection and reuses its plan. Read-only statements only.
 */
export async function preparedTexts(db: AnyDb, name: string, query: SQL): Promise<Array<string | null>> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: unknown }).$client;
  if (isPglite(client)) return pglitePreparedTexts(client, name, text, params);
  const { rows } = await (client as PoolClient).query({ name, text, values: params });
  return rows.map((row) => {
    const first = Object.values(row)[0];
    return first === null || first === undefined ? null : String(first);
  });
}
