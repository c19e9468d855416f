import 'server-only';
import { log } from '@/lib/instance/log';

const pending = new Set<Promise<void>>();

/**
 * Runs work after the response is sent (reset mails): the answer's timing then does not
 * depend on whether the account exists, and a slow SMTP server never holds the request.
 * Failures are logged, never thrown.
 */
export function runAfterResponse(label: string, work: () => Promise<void>): void {
  const task = work()
    .catch((error: unknown) => log().error({ err: error }, `${label} failed`))
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves once every queued task has finished (tests, scripts and shutdown). */
export async function settleBackgroundWork(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
