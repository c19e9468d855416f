import { register } from '@/instrumentation';
import { getDb } from '@/lib/backend/db/client';
import { stopMailSender } from '@/lib/backend/mail/outbox-worker';
import { envRestorer } from '../../support/env';
import { describeOnEachDriver } from '../support/drivers';
import { SLOW } from '../account/helpers';
import { mailsTo, queueTest, rowsTo } from './support';

jest.setTimeout(SLOW);

/** Polls of the outbox a long-running server would have made in this time (MAIL_POLL_SECONDS=1). */
const POLLS_WORTH_MS = 2_500;

// Issue 49 item 5: a Vercel function is frozen between requests, so a poll timer there only runs
// while one is warm, once per function: register() starts none on Vercel (the cron route sends
// the retries there), and still starts one for `npm start`, `next start` and the cluster.
describeOnEachDriver('the mail poll as a server starts', (driver) => {
  const restore = envRestorer('NEXT_RUNTIME', 'VERCEL', 'MAIL_POLL_SECONDS', 'MAIL_SENDER', 'SMTP_URL');
  beforeEach(() => {
    Object.assign(process.env, { NEXT_RUNTIME: 'nodejs', MAIL_POLL_SECONDS: '1', MAIL_SENDER: 'true' });
    delete process.env.SMTP_URL;
  });
  afterEach(async () => {
    await stopMailSender();
    restore();
  });

  it('on Vercel (VERCEL=1) no poll starts: a queued mail waits for the cron route', async () => {
    const to = `poll-vercel-${driver}@example.sk`;
    await queueTest(await getDb(), to);
    process.env.VERCEL = '1';
    await register();
    await new Promise((resolve) => setTimeout(resolve, POLLS_WORTH_MS));
    expect((await rowsTo(to))[0]!.sentAt).toBeNull();
  });

  it('elsewhere the poll starts and sends the queued mail', async () => {
    const to = `poll-instance-${driver}@example.sk`;
    await queueTest(await getDb(), to);
    delete process.env.VERCEL;
    await register();
    while ((await rowsTo(to))[0]!.sentAt === null) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsTo(to)).toHaveLength(1);
  });
});
