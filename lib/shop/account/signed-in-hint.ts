import { readCookies } from '@/lib/shop/account/cookies';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/shop/account/session-cookies';

/**
 * False when this browser holds no signed-in hint (session-cookies.ts): it cannot have a session,
 * so the session check answers "guest" without asking the backend.
 */
export function mayBeSignedIn(): boolean {
  if (typeof document === 'undefined') return false;
  return readCookies(document.cookie)[SIGNED_IN_HINT_COOKIE] !== undefined;
}

/**
 * Set on <html> while the browser holds the hint, before the page paints (SIGNED_IN_HINT_SCRIPT)
 * and kept in step after (SessionProvider). The prerendered HTML is the same for everyone; CSS on
 * this attribute shows a customer's placeholders instead of the guest's header corner and text
 * until the customer's own parts arrive (mixin `when-signed-in`).
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/** The inline script in <head> that sets SIGNED_IN_ATTRIBUTE from the cookie, before the body is parsed. */
export const SIGNED_IN_HINT_SCRIPT = `if(/(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=/.test(document.cookie))document.documentElement.setAttribute('${SIGNED_IN_ATTRIBUTE}','')`;

/** Keeps SIGNED_IN_ATTRIBUTE in step with the hint after a sign-in or sign-out on this page. */
export function markSignedIn(signedIn: boolean) {
  document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, signedIn);
}
