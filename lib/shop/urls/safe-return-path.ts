import { decodeParam } from './route-params';

const MAX_LENGTH = 2048;
// Control characters (browsers drop tabs and newlines from URLs, turning "/\t/evil" into "//evil") and
// backslashes (browsers read "\" as "/" in special URLs).
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/;
const PROBE_ORIGIN = 'http://return-path.invalid';

/** Repeatedly percent-decodes, so "%2F%2F" and "%252F" are judged as what they may become; null when malformed. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 5; round++) {
    const next = decodeParam(current);
    if (next === null) return null;
    if (next === current) return current;
    current = next;
  }
  return null;
}

function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE_CHARACTER.test(value);
}

/**
 * Where to go after sign-in: `value` when it is a same-origin relative path (one leading '/',
 * no '//', no backslash, no scheme, no control character, also after percent-decoding), else `fallback`.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  const decoded = fullyDecoded(value);
  if (decoded === null || !isLocalPath(value) || !isLocalPath(decoded)) return fallback;
  try {
    if (new URL(value, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return fallback;
  } catch {
    return fallback;
  }
  return value;
}
