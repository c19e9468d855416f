import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { customerPageResponseSchema } from '@/lib/contract/schemas/customer-page';
import { customerPricesResponseSchema } from '@/lib/contract/schemas/customer-prices';
import { customerSummaryResponseSchema } from '@/lib/contract/schemas/user';
import { getDb } from '@/lib/backend/db/client';
import { sessions } from '@/lib/backend/db/schema';
import { customerPageQuery } from '@/lib/backend/handlers/customer-page-query';
import { sha256 } from '@/lib/backend/session';
import { SESSION_IDLE_MS } from '@/lib/runtime/config/session-lifetime';
import { callJson, DEMO_EMAIL, DEMO_PASSWORD } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { signIn, SLOW } from '../account/helpers';
import { expectError } from '../catalogue/support';
import { add, newCustomerCookie, someProducts } from './support';

jest.setTimeout(SLOW);

const HOUR = 3_600_000;

/** A session's row, or the row changed: its clock moved as if last used, or expiring, then. */
async function sessionRow(sid: string, values?: { lastSeenAt?: Date; expiresAt?: Date; authCheck?: string }) {
  const db = await getDb();
  if (values)
    await db
      .update(sessions)
      .set(values)
      .where(eq(sessions.idHash, sha256(sid)));
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, sha256(sid)));
  return row!;
}

const page = (cookie: string | undefined, ids: unknown) => callJson('POST', '/admin/v1/x/customer/page/sk', { cookie, body: { ids } });

interface Queryable {
  query: (text: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
}
type Client = Queryable & { connect?: () => Promise<Queryable & { release: () => void }> };

/**
 * Each statement's plan with sequential scans priced out, so the planner shows the index it would
 * use on a full catalogue instead of reading the test database's few rows whole: a "Seq Scan" left
 * means no index serves it. On one connection (PGlite's only one, a pooled one on PostgreSQL).
 */
async function plansOf(statements: Array<{ text: string; params: unknown[] }>): Promise<string[]> {
  const client = ((await getDb()) as unknown as { $client: Client }).$client;
  const connection = client.connect ? await client.connect() : client;
  try {
    await connection.query('SET enable_seqscan = off');
    const plans: string[] = [];
    for (const { text, params } of statements) {
      plans.push((await connection.query(`EXPLAIN ${text}`, params)).rows.map((row) => String(row['QUERY PLAN'])).join('\n'));
    }
    return plans;
  } finally {
    await connection.query('RESET enable_seqscan');
    if ('release' in connection) connection.release();
  }
}

/**
 * The reading statements the database runs while `run` runs: the texts passed to query() unprepared,
 * and how many ran prepared (preparedTexts): on node-postgres a query() with a name, on PGlite a
 * protocol call, which carries no text once prepared.
 */
async function readsOf(run: () => Promise<unknown>): Promise<{ texts: string[]; prepared: number }> {
  const client = ((await getDb()) as unknown as { $client: Queryable & { execProtocol?: (message: Uint8Array) => Promise<unknown> } }).$client;
  const spy = jest.spyOn(client, 'query');
  const protocol = client.execProtocol ? jest.spyOn(client as Required<typeof client>, 'execProtocol') : null;
  try {
    await run();
    const queries = spy.mock.calls.map(([query]) => query as unknown as string | { text: string; name?: string });
    const texts = queries.flatMap((query) => (typeof query === 'string' ? [query] : query.name ? [] : [query.text]));
    const named = queries.filter((query) => typeof query !== 'string' && query.name).length;
    return { texts: texts.filter((text) => /^\s*(select|with)\b/i.test(text)), prepared: named + (protocol?.mock.calls.length ?? 0) };
  } finally {
    spy.mockRestore();
    protocol?.mockRestore();
  }
}

describeOnEachDriver('POST /x/customer/page/{lang} (extension)', (driver) => {
  let cookie: string;
  let items: Awaited<ReturnType<typeof someProducts>>;
  beforeAll(async () => {
    cookie = await newCustomerCookie(`stranka.${driver}@example.sk`);
    items = await someProducts(4);
    await add(cookie, items[0]!.id, 2);
    await callJson('PATCH', '/admin/v1/customer/wish-list/add', { cookie, body: { id: items[1]!.id } });
  });

  it('answers guests and forged sessions 401 not-logged-in', async () => {
    for (const guest of [undefined, 'sid=forged; auth_check=forged']) {
      expect(expectError(await page(guest, [1]), 401)).toEqual([{ key: 'user', code: 'messages.user.not-logged-in' }]);
    }
  });

  it('answers what the summary and the prices call answer, in one private call', async () => {
    const ids = items.map((p) => p.id).reverse();
    const response = await page(cookie, ids);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { prices, ...summary } = customerPageResponseSchema.parse(response.body);
    expect(summary).toEqual(customerSummaryResponseSchema.parse((await callJson('GET', '/admin/v1/x/customer/summary/sk', { cookie })).body));
    expect(prices).toEqual(customerPricesResponseSchema.parse((await callJson('POST', '/admin/v1/x/customer/prices', { cookie, body: { ids } })).body).prices);
    expect(prices.map((p) => p.id)).toEqual(ids);
    expect(summary.basket.amount).toBe(2);
    expect(prices.find((p) => p.id === items[1]!.id)!.wish_list).toBe(true);
  });

  it('answers the summary with no prices for a page without products, and refuses more than 200 ids or ids that are no product ids', async () => {
    const empty = customerPageResponseSchema.parse((await page(cookie, [])).body);
    expect(empty.prices).toEqual([]);
    expect(empty.user.email).toBe(`stranka.${driver}@example.sk`);
    for (const ids of [Array.from({ length: 201 }, (_, i) => i + 1), [0], ['1'], undefined]) expect((await page(cookie, ids)).status).toBe(400);
  });

  // the page call checks the session in its own statement: the same rules as every other customer call (session.ts)
  it('keeps the session rules: idle or expired sessions and a wrong auth_check get 401, a used one is touched', async () => {
    const address = `192.0.2.${driver === 'pglite' ? 71 : 72}`;
    const idle = await signIn(DEMO_EMAIL, DEMO_PASSWORD, address);
    await sessionRow(idle.sid, { lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - HOUR) });
    expect((await page(idle.cookie, [])).status).toBe(401);
    const expired = await signIn(DEMO_EMAIL, DEMO_PASSWORD, address);
    await sessionRow(expired.sid, { expiresAt: new Date(Date.now() - 1000) });
    expect((await page(expired.cookie, [])).status).toBe(401);
    const used = await signIn(DEMO_EMAIL, DEMO_PASSWORD, address);
    expect((await page(`sid=${used.sid}; auth_check=other`, [])).status).toBe(401);
    const hourAgo = new Date(Date.now() - HOUR);
    await sessionRow(used.sid, { lastSeenAt: hourAgo });
    expect((await page(used.cookie, [])).status).toBe(200);
    expect((await sessionRow(used.sid)).lastSeenAt.getTime()).toBeGreaterThan(hourAgo.getTime() + HOUR / 2);
  });

  it('runs one statement (session, cart, wishlist count and prices together), prepared, on indexes only', async () => {
    const ids = items.map((p) => p.id);
    const { texts, prepared } = await readsOf(() => page(cookie, ids));
    expect({ texts, prepared }).toEqual({ texts: [], prepared: 1 });
    const sid = /sid=([^;]+)/.exec(cookie)![1]!;
    const statement = new PgDialect().sqlToQuery(customerPageQuery(await getDb(), sha256(sid), new Date(), ids));
    for (const plan of await plansOf([{ text: statement.sql, params: statement.params }])) expect(plan).not.toMatch(/Seq Scan/);
  });
});
