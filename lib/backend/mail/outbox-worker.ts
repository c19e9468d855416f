import 'server-only';
import { settings } from '@/lib/runtime/config/env';
import { log } from '@/lib/runtime/instance/log';
import { getDb, type Db } from '../db/client';
import { runAfterResponse } from '../auth/background';
import { eInvoiceProvider } from '../e-invoices/provider';
import { sendDueEInvoices } from '../e-invoices/sender';
import { deliver } from './deliver';
import { readyMailOfRow } from './outbox';
import { claimDueMail, markMailFailed, markMailSent, type ClaimedMail } from './outbox-claim';

/** Rows one claim takes: small, so a second instance finds the rest while this one delivers. */
const CLAIM_BATCH = 10;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function sendOne(db: Db, mail: ClaimedMail): Promise<void> {
  try {
    await deliver(await readyMailOfRow(mail));
  } catch (error) {
    const reason = reasonOf(error);
    const gaveUp = await markMailFailed(db, mail, reason);
    log().error({ err: error, kind: mail.kind, mailId: mail.id, attempt: mail.attempts, gaveUp }, 'mail: not sent');
    return;
  }
  // a crash (or a lost database) between deliver() and here is the one window for a duplicate: the lease expires and the mail is sent again
  await markMailSent(db, mail.id);
}

/**
 * Sends every mail due now through `db`, claim by claim, until none is left; each delivery
 * failure is recorded on its row (error, next attempt) rather than thrown. Returns how many rows
 * were claimed. Exported for tests that run two senders on two pools.
 */
export async function sendDueMail(db: Db, shouldStop: () => boolean = () => false): Promise<number> {
  let claimed = 0;
  while (!shouldStop()) {
    const batch = await claimDueMail(db, CLAIM_BATCH);
    if (batch.length === 0) break;
    claimed += batch.length;
    // claimed rows a stop leaves unsent go out after their lease, from any instance
    for (const mail of batch) if (!shouldStop()) await sendOne(db, mail);
  }
  return claimed;
}

/** Rows one pass claimed: mails and e-invoices (each claim is one attempt, sent or failed). */
export interface OutboxPass {
  mail: number;
  eInvoices: number;
}

interface SenderState {
  running?: Promise<OutboxPass>;
  /** a kick arrived while a pass ran: run one more, the new row may have committed after its claim */
  again: boolean;
  timer?: NodeJS.Timeout;
  stopped: boolean;
}

type GlobalWithSender = typeof globalThis & { __storefrontMailSender?: SenderState };

/** One sender per process, on globalThis: Next bundles route handlers and instrumentation separately. */
function state(): SenderState {
  const g = globalThis as GlobalWithSender;
  g.__storefrontMailSender ??= { again: false, stopped: false };
  return g.__storefrontMailSender;
}

/** One pass at a time per process; a call during a pass schedules one more and shares its promise. */
function drain(): Promise<OutboxPass> {
  const s = state();
  if (s.running) {
    s.again = true;
    return s.running;
  }
  s.running = (async () => {
    const db = await getDb();
    const pass: OutboxPass = { mail: 0, eInvoices: 0 };
    do {
      s.again = false;
      pass.mail += await sendDueMail(db, () => s.stopped);
      // the e-invoice outbox rides the same passes: queued in the same transactions, same kicks and poll
      pass.eInvoices += await sendDueEInvoices(db, eInvoiceProvider(), () => s.stopped);
    } while (s.again && !s.stopped);
    return pass;
  })().finally(() => {
    s.running = undefined;
  });
  return s.running;
}

/**
 * Sends what this process just queued, right after its commit, without waiting for the poll.
 * Runs after the response (settleBackgroundWork() awaits it); off with MAIL_SENDER=false.
 */
export function kickMailSender(): void {
  if (!settings().MAIL_SENDER || state().stopped) return;
  runAfterResponse('mail sender', async () => {
    await drain();
  });
}

/**
 * One pass over everything due now, awaited: the cron route's (app/api/cron/outbox), which sends the
 * retries where no process lives between requests to poll (a Vercel function). Throws when the
 * database cannot be read; off with MAIL_SENDER=false (nothing sent, zero claimed).
 */
export async function sendOutboxNow(): Promise<OutboxPass> {
  if (!settings().MAIL_SENDER || state().stopped) return { mail: 0, eInvoices: 0 };
  return drain();
}

/** Starts this process's poll (every MAIL_POLL_SECONDS), which also sends the rows a dead instance left. No-op with MAIL_SENDER=false. */
export function startMailSender(): void {
  const s = state();
  if (!settings().MAIL_SENDER || s.timer) return;
  s.stopped = false;
  const poll = () => {
    drain().catch((error: unknown) => log().error({ err: error }, 'mail: the outbox could not be read'));
  };
  s.timer = setInterval(poll, settings().MAIL_POLL_SECONDS * 1000);
  // never what keeps a process alive
  s.timer.unref();
  poll();
}

/** Stops the poll and kicks, and waits for the delivery in progress (graceful stop). Rows left go out from another instance. */
export async function stopMailSender(): Promise<void> {
  const s = state();
  s.stopped = true;
  clearInterval(s.timer);
  s.timer = undefined;
  await s.running?.catch(() => undefined);
}
