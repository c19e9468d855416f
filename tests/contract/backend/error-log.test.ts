import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/backend/db/client';
import { capturedLogger } from '../../support/captured-log';
import { describeOnEachDriver } from '../support/drivers';

const SESSION_HASH = 'a3f1c9e07b5d4e2f8c6a1b0d9e8f7a6b';
const EMAIL = 'jana.novakova@example.sk';

/** What the query threw, logged the way backend code logs a failure. */
async function loggedFailure(query: Parameters<Awaited<ReturnType<typeof getDb>>['execute']>[0]) {
  const db = await getDb();
  const error = await db.execute(query).then(
    () => undefined,
    (e: unknown) => e,
  );
  const { logger, lines, parsed } = capturedLogger();
  logger.error({ err: error }, 'backend: request failed');
  return { error, lines, parsed };
}

describeOnEachDriver('a failed query in the log', () => {
  it('is one line with the database code and no bound parameter, even one PostgreSQL echoes in its message', async () => {
    const { error, lines, parsed } = await loggedFailure(sql`select ${SESSION_HASH}::int as n, ${EMAIL} as e`);
    expect(String((error as Error).message)).toContain(SESSION_HASH); // drizzle's own message prints the parameters
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(SESSION_HASH);
    expect(lines[0]).not.toContain(EMAIL);
    expect(lines[0]).not.toMatch(/select/i);
    expect(parsed()[0]).toMatchObject({ level: 'error', msg: 'backend: request failed', err: { code: '22P02' } });
  });

  it('never carries the detail of a unique violation (the duplicate value)', async () => {
    const db = await getDb();
    await db.execute(sql`create table if not exists log_probe (email text unique)`);
    try {
      await db.execute(sql`insert into log_probe values (${EMAIL})`);
      const { lines, parsed } = await loggedFailure(sql`insert into log_probe values (${EMAIL})`);
      expect(lines[0]).not.toContain(EMAIL);
      expect(parsed()[0]).toMatchObject({ err: { code: '23505', message: expect.stringContaining('log_probe_email_key') } });
    } finally {
      await db.execute(sql`drop table log_probe`);
    }
  });
});
