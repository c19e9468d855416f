import 'server-only';
import { log } from '@/lib/runtime/instance/log';

type GlobalWithWork = typeof globalThis & { __storefrontBackgroundWork?: Set<Promise<void>> };

// On globalThis: Next bundles each route separately, and a graceful stop (instrumentation.ts) must
// wait for the work every bundle queued, not only its own copy's.
const pending = ((globalThis as GlobalWithWork).__storefrontBackgroundWork ??= new Set<Promise<void>>());

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
