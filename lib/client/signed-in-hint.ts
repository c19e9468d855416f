import { readCookies } from '@/lib/account/cookies';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/session-cookies';

/**
 * False when this browser holds no signed-in hint (lib/session-cookies): it cannot have a session,
 * so the session check answers "guest" without asking the backend.
 */
export function mayBeSignedIn(): boolean {
  if (typeof document === 'undefined') return false;
  return readCookies(document.cookie)[SIGNED_IN_HINT_COOKIE] !== undefined;
}
