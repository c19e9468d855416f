import { getDb } from '@/lib/backend/db/client';
import { handleOutboxCron } from '@/lib/server/outbox-cron';
import { describeOnEachDriver } from '../support/drivers';
import { SLOW } from '../account/helpers';
import { mailsTo, queueTest, rowsTo, withSenderOff } from './support';

jest.setTimeout(SLOW);

const SECRET = 'cron-secret-of-the-test-0123456789';
const cron = (authorization?: string) => handleOutboxCron(new Request('http://shop.test/api/cron/outbox', { headers: authorization ? { authorization } : {} }));

// Issue 49 item 5: where no process polls between requests (a Vercel function), Vercel Cron calls
// GET /api/cron/outbox with `Authorization: Bearer <CRON_SECRET>` and the retries go out from there.
describeOnEachDriver('the outbox cron route', (driver) => {
  withSenderOff();
  const saved = process.env.CRON_SECRET;
  afterEach(() => {
    if (saved === undefined) delete process.env.CRON_SECRET;
    else process.env.CRON_SECRET = saved;
    process.env.MAIL_SENDER = 'false';
  });

  it('refuses a call without the secret, or with another, and sends nothing', async () => {
    const to = `cron-refused-${driver}@example.sk`;
    await queueTest(await getDb(), to);
    process.env.MAIL_SENDER = 'true';
    delete process.env.CRON_SECRET;
    // no secret set: the route is off, whatever the call sends
    expect((await cron(`Bearer ${SECRET}`)).status).toBe(404);
    process.env.CRON_SECRET = SECRET;
    expect((await cron()).status).toBe(401);
    expect((await cron(`Bearer ${SECRET}x`)).status).toBe(401);
    expect((await cron(SECRET)).status).toBe(401);
    expect((await rowsTo(to))[0]).toMatchObject({ sentAt: null, attempts: 0 });
    expect(await mailsTo(to)).toEqual([]);
  });

  it('with the secret, sends the mail due now, once, and says how many it took', async () => {
    const to = `cron-sent-${driver}@example.sk`;
    await queueTest(await getDb(), to);
    process.env.MAIL_SENDER = 'true';
    process.env.CRON_SECRET = SECRET;
    const answer = await cron(`Bearer ${SECRET}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = (await answer.json()) as { sent: { mail: number } };
    expect(body.sent.mail).toBeGreaterThanOrEqual(1);
    expect((await rowsTo(to))[0]!.sentAt).not.toBeNull();
    expect(await mailsTo(to)).toHaveLength(1);
    // a second run finds nothing of it left
    await cron(`Bearer ${SECRET}`);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('with MAIL_SENDER=false (an instance that only queues) it sends nothing', async () => {
    const to = `cron-sender-off-${driver}@example.sk`;
    await queueTest(await getDb(), to);
    process.env.CRON_SECRET = SECRET;
    const answer = await cron(`Bearer ${SECRET}`);
    expect(answer.status).toBe(200);
    expect((await rowsTo(to))[0]!.sentAt).toBeNull();
  });
});
