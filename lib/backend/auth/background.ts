import 'server-only';
import { after } from 'next/server';
import { log } from '@/lib/runtime/instance/log';

type GlobalWithWork = typeof globalThis & { __storefrontBackgroundWork?: Set<Promise<void>> };

// On globalThis: Next bundles each route separately, and a graceful stop (instrumentation.ts) must
// wait for the work every bundle queued, not only its own copy's.
const pending = ((globalThis as GlobalWithWork).__storefrontBackgroundWork ??= new Set<Promise<void>>());

/** Starts the work, kept in `pending` until it ends; the promise never rejects. */
function track(label: string, work: () => Promise<void>): Promise<void> {
  const task = work()
    .catch((error: unknown) => log().error({ err: error }, `${label} failed`))
    .finally(() => pending.delete(task));
  pending.add(task);
  return task;
}

/**
 * Runs work after the response is sent (order and reset mails): the answer's timing then does not
 * depend on whether the account exists, and a slow SMTP server never holds the request. Inside a
 * Next request it is Next's after(): started once the response is sent, and the platform keeps the
 * process for it (a Vercel function would otherwise be frozen with the mail half sent). Outside one
 * (the instance server's direct /admin/v1 path, `npm run backend`, tests) the process outlives the
 * response anyway and the work starts at once. Failures are logged, never thrown.
 */
export function runAfterResponse(label: string, work: () => Promise<void>): void {
  try {
    // the callback's promise is what Next waits for (waitUntil) before the function may end
    after(() => track(label, work));
  } catch {
    // after() throws outside a request scope
    void track(label, work);
  }
}

/** Resolves once every started task has finished (tests, scripts and shutdown). */
export async function settleBackgroundWork(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
