/**
 * Cookie names and lifetimes shared by the embedded backend, the proxy and proxy.ts.
 * `sid` is the backend's session cookie; `auth_check` is the storefront's (contract.md, Auth).
 */
export const SESSION_COOKIE = 'sid';
export const AUTH_CHECK_COOKIE = 'auth_check';

const DAY_MS = 86_400_000;
/** A session unused this long ends. */
export const SESSION_IDLE_MS = Number(process.env.SESSION_IDLE_DAYS || 14) * DAY_MS;
/** A session ends this long after sign-in, used or not. */
export const SESSION_MAX_MS = Number(process.env.SESSION_MAX_DAYS || 60) * DAY_MS;
