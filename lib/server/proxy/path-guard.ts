import 'server-only';
import { API_PREFIX as API_ROOT } from '@/lib/contract/client';
import { decodeParam } from '@/lib/shop/urls/route-params';

/** Every path the proxy serves starts here; the route is app/admin/v1/[...path]. */
export const API_PREFIX = `${API_ROOT}/`;

// Decoding rounds before a segment counts as hostile: real paths are encoded once (lib/contract `seg`).
const MAX_DECODE_ROUNDS = 4;
// Only ASCII escapes can turn into a slash, backslash, dot or NUL; multi-byte UTF-8 stays put. Deeper
// levels are decoded by this rule, not decodeParam: a level with a stray '%' or cut-off UTF-8 must
// still be looked through, where decodeURIComponent would throw and hide what lies below.
const ASCII_ESCAPE = /%([0-7][0-9a-f])/gi;
// %C0/%C1 only start overlong UTF-8 (%C0%AF = "/" to a careless decoder); never legitimate.
const OVERLONG = /%c[01]/i;
// Slash, backslash, NUL and the other control characters have no place inside one segment.
const FORBIDDEN_CHAR = /[/\\\u0000-\u001f\u007f]/;

function decodeAsciiEscapes(text: string): string {
  return text.replace(ASCII_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function isHostile(text: string): boolean {
  return text === '' || text === '.' || text === '..' || FORBIDDEN_CHAR.test(text) || OVERLONG.test(text);
}

/** True when a raw (still encoded) segment stays one harmless segment however often it is decoded. */
export function isSafeSegment(raw: string): boolean {
  // A malformed first level (%zz, cut-off UTF-8) cannot be decoded by the backend either.
  if (isHostile(raw) || decodeParam(raw) === null) return false;
  // A backend or framework below may decode again (%252F → %2F → /): check every level.
  let current = raw;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    const next = decodeAsciiEscapes(current);
    if (next === current) return true;
    if (isHostile(next)) return false;
    current = next;
  }
  return false;
}

/**
 * The path below /admin/v1 (e.g. `/sign/out/`, still encoded) when every segment is safe, else null.
 * Works on the request URL, not on route params: params arrive decoded in route handlers, which
 * would hide an encoded slash. The URL parser has already folded literal `..`; a fold that left
 * the prefix fails the prefix check.
 */
export function guardPath(url: URL): string | null {
  if (!url.pathname.startsWith(API_PREFIX)) return null;
  const rest = url.pathname.slice(API_PREFIX.length);
  const segments = rest.split('/');
  // One trailing slash belongs to the contract (GET /sign/out/); an empty segment elsewhere does not.
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop();
  return segments.every(isSafeSegment) ? `/${rest}` : null;
}
