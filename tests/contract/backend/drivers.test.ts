import { getDb, queryRows, sql } from '@/lib/backend/db/client';
import { categoryResponseSchema } from '@/lib/contract/schemas/category';
import { callJson } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';

interface ServerRow {
  version: string;
  num: number;
  collate: string;
  database: string;
}

async function server(): Promise<ServerRow> {
  const [row] = await queryRows<ServerRow>(
    await getDb(),
    sql`SELECT version() AS version, current_setting('server_version_num')::int AS num, datcollate AS collate, current_database() AS database
        FROM pg_database WHERE datname = current_database()`,
  );
  return row!;
}

describeOnEachDriver('the contract-test drivers', (driver) => {
  it('answer a real call from the seeded catalogue', async () => {
    const response = await callJson('GET', '/admin/v1/category/url/cctv/sk');
    expect(response.status).toBe(200);
    expect(categoryResponseSchema.parse(response.body).category.url.url).toBe('cctv');
  });

  if (driver === 'postgres') {
    it('is a real PostgreSQL 15+ server with the byte-order C.UTF-8 locale, on a database of its own', async () => {
      const row = await server();
      expect(row.version).toMatch(/^PostgreSQL /);
      expect(row.version).not.toMatch(/emscripten|wasm|pglite/i);
      expect(row.num).toBeGreaterThanOrEqual(150000);
      expect(row.collate).toBe('C.UTF-8');
      expect(row.database).toMatch(/^contract_/);
    });
  } else {
    it('is PGlite, not the server', async () => {
      expect(process.env.DATABASE_URL).toBeUndefined();
      expect((await server()).version).toMatch(/emscripten|wasm/i);
    });
  }
});
