/**
 * Cookie names shared by the embedded backend, the proxy and proxy.ts.
 * `sid` is the backend's session cookie; `auth_check` is the storefront's (docs/contract.md#auth).
 */
export const SESSION_COOKIE = 'sid';
export const AUTH_CHECK_COOKIE = 'auth_check';
/**
 * A hint the browser can read (not httpOnly, no secret in it): "this browser signed in". Without
 * it the session check is answered locally as a guest, so a guest page view asks the backend
 * nothing. The proxy sets it with auth_check and clears it on sign-out and on a not-logged-in answer.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';
