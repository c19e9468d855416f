import { PGlite } from '@electric-sql/pglite';
import { pglitePreparedTexts } from '@/lib/backend/db/pglite-prepared';

jest.setTimeout(30_000);

const PAIRS = 'SELECT json_build_object($1::text, $2::int)::text FROM generate_series(1, $3::int)';

describe('pglitePreparedTexts: a statement prepared once per client, then only bound and run', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(async () => {
    await client.close();
  });

  it('answers each row’s first column as text, with text, number, null and boolean parameters', async () => {
    expect(await pglitePreparedTexts(client, 'pairs', PAIRS, ['a', 7, 2])).toEqual(['{"a" : 7}', '{"a" : 7}']);
    expect(await pglitePreparedTexts(client, 'pairs', PAIRS, ['b', null, 1])).toEqual(['{"b" : null}']);
    expect(await pglitePreparedTexts(client, 'flag', 'SELECT $1::boolean::text UNION ALL SELECT NULL', [true])).toEqual(['true', null]);
  });

  it('parses once: later calls reuse the statement PostgreSQL keeps under the name', async () => {
    await pglitePreparedTexts(client, 'counted', 'SELECT $1::text', ['x']);
    await pglitePreparedTexts(client, 'counted', 'SELECT $1::text', ['y']);
    const { rows } = await client.query<{ runs: number }>(`SELECT generic_plans + custom_plans AS runs FROM pg_prepared_statements WHERE name = 'counted'`);
    expect(rows).toEqual([{ runs: 2 }]);
  });

  it('prepares again when the text under a name changes', async () => {
    expect(await pglitePreparedTexts(client, 'changing', 'SELECT $1::text', ['one'])).toEqual(['one']);
    expect(await pglitePreparedTexts(client, 'changing', "SELECT $1::text || '!'", ['two'])).toEqual(['two!']);
  });

  it('throws the database’s error and leaves the client and the name usable', async () => {
    await expect(pglitePreparedTexts(client, 'failing', 'SELECT 1 / $1::int', [0])).rejects.toThrow(/division by zero/);
    expect(await pglitePreparedTexts(client, 'failing', 'SELECT (1 / $1::int)::text', [1])).toEqual(['1']);
    await expect(pglitePreparedTexts(client, 'broken', 'SELECT FROM nowhere WHERE', [])).rejects.toThrow(/syntax/);
    expect(await pglitePreparedTexts(client, 'broken', 'SELECT 2::text', [])).toEqual(['2']);
    expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted: () => void = () => undefined;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    await client.exec('CREATE TABLE IF NOT EXISTS seen (v text)');
    const transaction = client.transaction(async (tx) => {
      await tx.query(`INSERT INTO seen VALUES ('inside')`);
      inserted();
      await held;
      await tx.rollback();
    });
    // the single connection is inside the transaction now: a read run there would count its row
    await insertDone;
    const read = pglitePreparedTexts(client, 'seen', 'SELECT count(*)::text FROM seen', []);
    release();
    await transaction;
    expect(await read).toEqual(['0']);
  });
});
