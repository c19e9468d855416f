import { getCustomerSummary } from '@/lib/api/calls/shell';
import { DEFAULT_LOCALE } from '@/lib/i18n/config';
import { earlyCallsScript, recordEarlyCalls } from '@/lib/client/early-calls-script';
import { SIGNED_IN_HINT_SCRIPT } from '@/lib/client/signed-in-hint';

// the same for every page and visitor: recorded once. The session check's first request is the
// summary (lib/client/session-summary.ts); an upstream without it answers 404 and the client then
// asks /sign/user itself.
const sessionCheck = recordEarlyCalls((client) => getCustomerSummary(client, DEFAULT_LOCALE));

/**
 * In <head>, before the body is parsed: marks <html> where the browser holds the signed-in hint
 * (no guest corner or guest price text ever paints for a customer) and there starts the session
 * check at once, in parallel with the page's JavaScript (lib/client/early-calls.ts).
 */
export async function SignedInHead() {
  const script = `${SIGNED_IN_HINT_SCRIPT};${earlyCallsScript(await sessionCheck)}`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
