import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { getDb, queryRows, sql, type Db } from '@/lib/backend/db/client';
import { mailOutbox } from '@/lib/backend/db/schema';
import { queueMail } from '@/lib/backend/mail/outbox';
import { mailFiles } from '../account/helpers';

/** The .eml files written for `to`, read (one per delivery). */
export async function mailsTo(to: string): Promise<string[]> {
  return (await mailFiles()).filter((f) => f.endsWith(`-${to}.eml`)).map((f) => fs.readFileSync(f, 'utf8'));
}

export async function rowsTo(to: string) {
  return (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
}

/** A small mail queued on its own, as a template's caller would. */
export function queueTest(db: Db, to: string): Promise<void> {
  return queueMail(db, { to, kind: 'test', subject: `Skúška pre ${to}`, text: 'Dobrý deň', html: '<p>Dobrý deň</p>' });
}

/** Seconds from the database's now to a row's time (the sender schedules with the database's clock). */
export async function secondsAhead(time: Date | null): Promise<number> {
  const [row] = await queryRows<{ now: string }>(await getDb(), sql`SELECT now()::text AS now`);
  return ((time?.getTime() ?? NaN) - new Date(row!.now).getTime()) / 1000;
}

/**
 * Leaves the sender off in the block (MAIL_SENDER=false: calls only queue), and SMTP_URL as it was
 * after each test: the block's tests run the sender themselves, so rows stay queued until they do.
 */
export function withSenderOff(): void {
  const saved = { sender: process.env.MAIL_SENDER, smtp: process.env.SMTP_URL };
  beforeAll(() => {
    process.env.MAIL_SENDER = 'false';
  });
  afterAll(() => {
    if (saved.sender === undefined) delete process.env.MAIL_SENDER;
    else process.env.MAIL_SENDER = saved.sender;
  });
  afterEach(() => {
    if (saved.smtp === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = saved.smtp;
  });
}
