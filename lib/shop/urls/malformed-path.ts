import { hasInvalidCharacters } from '@/lib/contract/schemas/text-characters';
import { decodeParam } from './route-params';

/**
 * True when a raw (still percent-encoded) path has an escape that does not decode ("%zz",
 * "%E0%A4%A", "%C0%AF"). Next answers such a route param with a bare 500 before any page runs,
 * so proxy.ts sends these paths to the not-found page first.
 */
export function hasMalformedEscape(pathname: string): boolean {
  return pathname.split('/').some((segment) => decodeParam(segment) === null);
}

// The API answers such paths itself (400 naming the parameter); a search takes any text and drops what it cannot use.
const OWN_ANSWER = /^\/(admin\/v1|search-product)\//;

/**
 * True when a page path has a segment that decodes to a character no address of the shop holds (a control
 * or bidi-override character, lib/contract/schemas/text-characters.ts): the backend refuses it with 400, which a
 * page would show as an error, so proxy.ts serves the not-found page, as for any unknown address.
 */
export function hasRefusedCharacters(pathname: string): boolean {
  if (OWN_ANSWER.test(pathname)) return false;
  return pathname.split('/').some((segment) => hasInvalidCharacters(decodeParam(segment) ?? ''));
}
