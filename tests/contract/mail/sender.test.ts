import { eq, like } from 'drizzle-orm';
import { getDb, openDatabase, queryRows, sql } from '@/lib/backend/db/client';
import { mailOutbox } from '@/lib/backend/db/schema';
import { claimDueMail } from '@/lib/backend/mail/outbox-claim';
import { MAX_ATTEMPTS } from '@/lib/backend/outbox/schedule';
import { sendDueMail, startMailSender, stopMailSender } from '@/lib/backend/mail/outbox-worker';
import { installCapturedLogger } from '../../support/captured-log';
import { describeOnEachDriver } from '../support/drivers';
import { SLOW } from '../account/helpers';
import { mailsTo, queueTest, rowsTo, secondsAhead, withSenderOff } from './support';

jest.setTimeout(SLOW);

describeOnEachDriver('the mail outbox sender', (driver) => {
  withSenderOff();

  it('a failed delivery keeps the mail with its error and a retry in a minute; the retry sends it once', async () => {
    const to = `outbox-retry-${driver}@example.sk`;
    const db = await getDb();
    await queueTest(db, to);
    const logged = installCapturedLogger();
    try {
      process.env.SMTP_URL = 'smtp://127.0.0.1:1';
      await sendDueMail(db);
      const [failed] = await rowsTo(to);
      expect(failed).toMatchObject({ sentAt: null, attempts: 1, lockedUntil: null });
      expect(failed!.error).toMatch(/ECONNREFUSED|connect/i);
      expect(await secondsAhead(failed!.nextAttemptAt)).toBeGreaterThan(50);
      expect(await secondsAhead(failed!.nextAttemptAt)).toBeLessThanOrEqual(60);
      expect(logged.parsed()).toContainEqual(expect.objectContaining({ level: 'error', msg: 'mail: not sent', attempt: 1, gaveUp: false }));
      // not due before its time
      expect(await sendDueMail(db)).toBe(0);
    } finally {
      logged.restore();
    }
    // the minute passes and the mail server is back (here: .eml delivery)
    delete process.env.SMTP_URL;
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.toAddress, to));
    await sendDueMail(db);
    await sendDueMail(db);
    expect(await mailsTo(to)).toHaveLength(1);
    expect((await rowsTo(to))[0]).toMatchObject({ attempts: 2, error: null, nextAttemptAt: null });
  });

  it(`gives a mail up after ${MAX_ATTEMPTS} failed attempts, keeping it for an operator`, async () => {
    const to = `outbox-give-up-${driver}@example.sk`;
    const db = await getDb();
    await queueTest(db, to);
    await db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.toAddress, to));
    const logged = installCapturedLogger();
    try {
      process.env.SMTP_URL = 'smtp://127.0.0.1:1';
      await sendDueMail(db);
      expect(logged.parsed()).toContainEqual(expect.objectContaining({ level: 'error', msg: 'mail: not sent', attempt: MAX_ATTEMPTS, gaveUp: true }));
    } finally {
      logged.restore();
    }
    expect((await rowsTo(to))[0]).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null, nextAttemptAt: null });
    delete process.env.SMTP_URL;
    expect(await sendDueMail(db)).toBe(0);
    expect(await mailsTo(to)).toEqual([]);
  });

  it('two senders racing over the same due mails deliver each exactly once', async () => {
    const db = await getDb();
    const addresses = Array.from({ length: 30 }, (_, i) => `outbox-race-${i}-${driver}@example.sk`);
    for (const to of addresses) await queueTest(db, to);
    // on PostgreSQL the second sender has its own pool, as a second instance would
    const other = driver === 'postgres' ? await openDatabase() : undefined;
    try {
      const claimed = await Promise.all([sendDueMail(db), sendDueMail(other?.db ?? db)]);
      expect(claimed[0] + claimed[1]).toBe(addresses.length);
    } finally {
      await other?.close();
    }
    for (const to of addresses) expect(await mailsTo(to)).toHaveLength(1);
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.toAddress, `outbox-race-%-${driver}@example.sk`));
    expect(rows.filter((r) => r.sentAt !== null && r.attempts === 1)).toHaveLength(addresses.length);
  });

  if (driver === 'postgres') {
    it('a sender skips the mails another sender is claiming, without waiting for it (SKIP LOCKED)', async () => {
      const db = await getDb();
      for (let i = 0; i < 4; i++) await queueTest(db, `outbox-skip-${i}@example.sk`);
      const other = await openDatabase();
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding = () => undefined as void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      let heldIds: number[] = [];
      // sender A's claim, kept open: its two rows stay locked until it commits
      const holder = db.transaction(async (tx) => {
        heldIds = (await claimDueMail(tx, 2)).map((m) => m.id);
        holding();
        await released;
      });
      try {
        await held;
        let settled = false;
        const claim = claimDueMail(other.db, 100).finally(() => (settled = true));
        // the real signal of a sender that waits: a session of this database waiting for a lock
        const waiting = (async () => {
          while (!settled) {
            const [row] = await queryRows<{ n: number }>(
              db,
              sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            );
            if (row!.n > 0) return 'waited for the other sender';
            await new Promise((resolve) => setImmediate(resolve));
          }
          return 'claimed';
        })();
        expect(await Promise.race([claim.then(() => 'claimed'), waiting])).toBe('claimed');
        release();
        const rows = await claim;
        expect(heldIds).toHaveLength(2);
        expect(
          rows
            .filter((m) => m.toAddress.startsWith('outbox-skip-'))
            .map((m) => m.id)
            .sort(),
        ).toEqual(
          (await db.select().from(mailOutbox).where(like(mailOutbox.toAddress, 'outbox-skip-%')))
            .map((m) => m.id)
            .filter((id) => !heldIds.includes(id))
            .sort(),
        );
      } finally {
        release();
        await holder;
        await other.close();
      }
    });
  }

  it('a mail claimed by a sender that crashed goes out from another once the lease ends, once', async () => {
    const to = `outbox-crash-${driver}@example.sk`;
    const db = await getDb();
    await queueTest(db, to);
    // sender A claims it and dies before delivering
    const crashed = await claimDueMail(db, 100);
    expect(crashed.map((m) => m.toAddress)).toContain(to);
    // while the lease holds, no other sender takes it
    expect(await sendDueMail(db)).toBe(0);
    expect(await mailsTo(to)).toEqual([]);
    // the lease runs out
    await db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now()` })
      .where(eq(mailOutbox.toAddress, to));
    expect(await sendDueMail(db)).toBe(1);
    expect(await sendDueMail(db)).toBe(0);
    expect(await mailsTo(to)).toHaveLength(1);
    expect((await rowsTo(to))[0]).toMatchObject({ attempts: 2, error: null });
    expect((await rowsTo(to))[0]?.sentAt).toBeInstanceOf(Date);
  });
});

describe('the started sender (as in every server process)', () => {
  const saved = { MAIL_SENDER: process.env.MAIL_SENDER, MAIL_POLL_SECONDS: process.env.MAIL_POLL_SECONDS };
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('sends a mail another instance queued without a kick, from its poll', async () => {
    process.env.MAIL_SENDER = 'true';
    process.env.MAIL_POLL_SECONDS = '1';
    const to = 'outbox-poll@example.sk';
    startMailSender();
    try {
      // queued as by an instance that died before its kick
      await queueTest(await getDb(), to);
      const deadline = Date.now() + 15_000;
      while ((await rowsTo(to))[0]?.sentAt == null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await stopMailSender();
    }
    expect(await mailsTo(to)).toHaveLength(1);
  });
});
