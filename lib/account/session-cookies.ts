/**
 * Cookie names and lifetimes shared by the embedded backend, the proxy and proxy.ts.
 * `sid` is the backend's session cookie; `auth_check` is the storefront's (contract.md, Auth).
 */
export const SESSION_COOKIE = 'sid';
export const AUTH_CHECK_COOKIE = 'auth_check';
/**
 * A hint the browser can read (not httpOnly, no secret in it): "this browser signed in". Without
 * it the session check is answered locally as a guest, so a guest page view asks the backend
 * nothing. The proxy sets it with auth_check and clears it on sign-out and on a not-logged-in answer.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

const DAY_MS = 86_400_000;
/** A session unused this long ends. */
export const SESSION_IDLE_MS = Number(process.env.SESSION_IDLE_DAYS || 14) * DAY_MS;
/** A session ends this long after sign-in, used or not. */
export const SESSION_MAX_MS = Number(process.env.SESSION_MAX_DAYS || 60) * DAY_MS;
