import { EARLY_CALLS_RUNNER, earlyCallsScript } from '@/lib/signed-in/server/early-calls-script';
import { SIGNED_IN_HINT_SCRIPT } from '@/lib/shop/account/signed-in-hint';

/**
 * In <head>, before the body is parsed: marks <html> where the browser holds the signed-in hint,
 * so no guest corner or guest price text ever paints for a customer; and defines, once per page,
 * the function the early-call scripts below (SignedInPageCall, PricedProducts) hand their data to.
 */
export function SignedInHead() {
  return <script dangerouslySetInnerHTML={{ __html: `${SIGNED_IN_HINT_SCRIPT};${EARLY_CALLS_RUNNER}` }} />;
}

// the same for every page and visitor: built once
const sessionOnly = earlyCallsScript([], []);

/**
 * After the page's content: where no priced list started the page call (PricedProducts), starts it
 * without products, as the session check (lib/browser/session-summary.ts), in parallel with the
 * page's JavaScript (lib/shop/account/early-calls.ts). An upstream without it answers 404 and the
 * client asks the summary, then /sign/user, itself.
 */
export async function SignedInPageCall() {
  return <script dangerouslySetInnerHTML={{ __html: await sessionOnly }} />;
}
