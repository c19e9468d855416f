import 'server-only';
import type { ErrorItem } from '@/lib/api/errors';

/** Largest page any list call returns; the storefront asks 12, 36 or 72. */
export const MAX_LIMIT = 100;
/** Deepest offset served: OFFSET reads and drops every skipped row, so it is bounded. */
export const MAX_OFFSET = 100_000;

export interface Paging {
  limit: number;
  offset: number;
}

// Digits only: "12abc", "-1", "1e3" and "1.5" are malformed, not 12, 1000 or 1.
const WHOLE = /^\d{1,9}$/;

/**
 * Reads `{limit}/{offset}` path segments. A well-formed limit is clamped to 1..MAX_LIMIT;
 * anything malformed, or an offset beyond MAX_OFFSET, is an error item for a 400.
 */
export function parsePaging(rawLimit: string | undefined, rawOffset: string | undefined): Paging | ErrorItem[] {
  const errors: ErrorItem[] = [];
  if (rawLimit === undefined || !WHOLE.test(rawLimit)) errors.push({ key: 'limit', code: 'messages.validation.limit.invalid' });
  if (rawOffset === undefined || !WHOLE.test(rawOffset)) errors.push({ key: 'offset', code: 'messages.validation.offset.invalid' });
  else if (Number(rawOffset) > MAX_OFFSET) errors.push({ key: 'offset', code: 'messages.validation.offset.tooLarge' });
  if (errors.length) return errors;
  return { limit: Math.min(MAX_LIMIT, Math.max(1, Number(rawLimit))), offset: Number(rawOffset) };
}
