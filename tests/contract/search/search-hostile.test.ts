import { sql } from 'drizzle-orm';
import { getDb, queryRows } from '@/lib/backend/db/client';
import { expectError } from '../catalogue/support';
import { full, live, raw } from './support';

const HOSTILE = [
  '%',
  '_',
  '%%__',
  "'",
  '"',
  '\\',
  "'; DROP TABLE products; --",
  "kamera' OR '1'='1",
  '<script>alert(1)</script>',
  '📷🔒',
  '😀'.repeat(300),
  'a'.repeat(10_000),
  'kamera '.repeat(1_500),
  '\u0000kamera',
  'ｋａｍｅｒａ',
];

describe('search: hostile and odd queries', () => {
  it.each(HOSTILE.map((q) => [q.slice(0, 40), q]))('%s gives a normal answer', async (_, query) => {
    await live(query);
    await full(query);
  });

  it('takes % and _ literally, never as wildcards', async () => {
    expect((await full('%')).full_count).toBe(0);
    expect((await full('_')).full_count).toBe(0);
    expect((await full('%kamera%')).full_count).toBe((await full('kamera')).full_count);
  });

  it('reads only the first 200 characters', async () => {
    const long = `kamera ${'x'.repeat(10_000)}`;
    const capped = `kamera ${'x'.repeat(193)}`;
    expect((await full(long)).full_count).toBe((await full(capped)).full_count);
  });

  it('answers a blank query with an empty result', async () => {
    const result = await live('   ');
    expect(result.items).toEqual({ product: [], category: [], blog: [] });
    expect(result.more_results).toEqual({ product: 0, blog: 0 });
    expect(await full('  ')).toMatchObject({ items: [], full_count: 0 });
  });

  it('answers a malformed percent-escape with 400, not 500', async () => {
    for (const path of ['/search/%E0%A4%A/sk', '/search/%zz/sk', '/search-products/%/sk/12/0']) {
      const response = await raw(path);
      expectError({ status: response.status, body: await response.json() }, 400);
    }
  });

  it('refuses malformed paging with 400', async () => {
    const response = await raw('/search-products/kamera/sk/abc/0');
    expectError({ status: response.status, body: await response.json() }, 400);
  });

  it('leaves the catalogue intact', async () => {
    const db = await getDb();
    const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM products`);
    expect(row!.n).toBeGreaterThan(100);
  });
});
