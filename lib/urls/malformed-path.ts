import { decodeParam } from './route-params';

/**
 * True when a raw (still percent-encoded) path has an escape that does not decode ("%zz",
 * "%E0%A4%A", "%C0%AF"). Next answers such a route param with a bare 500 before any page runs,
 * so proxy.ts sends these paths to the not-found page first.
 */
export function hasMalformedEscape(pathname: string): boolean {
  return pathname.split('/').some((segment) => decodeParam(segment) === null);
}
