import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * The shop's own cookies (sid, auth_check, the signed-in hint), read and written with the `cookie`
 * package for the backend, the proxy and the browser alike.
 */

export interface ShopCookie {
  name: string;
  /** '' together with maxAge 0 removes the cookie */
  value: string;
  /** over https only (the browser reached the shop over https) */
  secure: boolean;
  /** false only for the signed-in hint, which the browser's code reads */
  httpOnly: boolean;
  /** lifetime in seconds; 0 removes the cookie */
  maxAge?: number;
  /** end of life, when the cookie follows a stored expiry (the session) */
  expires?: Date;
}

/**
 * Set-Cookie for one of the shop's cookies: the whole site (Path=/), SameSite=Lax, the value
 * percent-encoded as the backend and upstream read it (encodeURIComponent, not the package's
 * default, which leaves some characters raw).
 */
export function shopSetCookie({ name, value, secure, httpOnly, maxAge, expires }: ShopCookie): string {
  return stringifySetCookie({ name, value, path: '/', httpOnly, secure, sameSite: 'lax', maxAge, expires }, { encode: encodeURIComponent });
}

/** The cookies of a Cookie header or `document.cookie`: name → percent-decoded value, the first of a name wins. */
export function readCookies(header: string | null | undefined): Partial<Record<string, string>> {
  return header ? parseCookie(header) : {};
}
