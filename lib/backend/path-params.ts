import 'server-only';
import type { ErrorItem } from '@/lib/contract/errors';
import { hasInvalidCharacters } from '@/lib/contract/schemas/text-characters';
import { badRequest } from './http';

/** Largest page any list call returns; the storefront asks 12, 36 or 72. */
export const MAX_LIMIT = 100;
/** Deepest offset served: OFFSET reads and drops every skipped row, so it is bounded. */
export const MAX_OFFSET = 100_000;

export interface Paging {
  limit: number;
  offset: number;
}

/**
 * A path segment that must be a whole number (an id, a limit, an offset): digits only, so "12abc",
 * "-1", "1e3" and "1.5" are malformed (null), not 12, 1000 or 1.
 */
export function wholeNumber(raw: string | undefined): number | null {
  return raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * Reads `{limit}/{offset}` path segments. A well-formed limit is clamped to 1..MAX_LIMIT;
 * anything malformed, or an offset beyond MAX_OFFSET, is an error item for a 400.
 */
export function parsePaging(rawLimit: string | undefined, rawOffset: string | undefined): Paging | ErrorItem[] {
  const limit = wholeNumber(rawLimit);
  const offset = wholeNumber(rawOffset);
  const errors: ErrorItem[] = [];
  if (limit === null) errors.push({ key: 'limit', code: 'messages.validation.limit.invalid' });
  if (offset === null) errors.push({ key: 'offset', code: 'messages.validation.offset.invalid' });
  else if (offset > MAX_OFFSET) errors.push({ key: 'offset', code: 'messages.validation.offset.tooLarge' });
  if (limit === null || offset === null || errors.length) return errors;
  return { limit: Math.min(MAX_LIMIT, Math.max(1, limit)), offset };
}

/** A list handler that runs with its `{limit}/{offset}` read, or answers 400 for malformed ones. */
export function withPaging<C extends { params: Record<string, string> }>(run: (ctx: C, paging: Paging) => Promise<Response>): (ctx: C) => Promise<Response> {
  return async (ctx) => {
    const paging = parsePaging(ctx.params.limit, ctx.params.offset);
    return Array.isArray(paging) ? badRequest(paging) : run(ctx, paging);
  };
}

// The search query (a path parameter) is read, never stored or matched as a whole: the search drops what
// it cannot use (search/terms.ts), so a pasted query with a stray control character still finds its products.
const LENIENT_PARAMS: ReadonlySet<string> = new Set(['query']);

/**
 * The error item for the first decoded path parameter or query-string value with a character the text
 * rule refuses (text-characters.ts: a NUL in a product address was a 500 from the database), or null.
 */
export function invalidCharactersInParams(params: Readonly<Record<string, string>>, query: URLSearchParams): ErrorItem | null {
  const values = [...Object.entries(params).filter(([key]) => !LENIENT_PARAMS.has(key)), ...query.entries()];
  const [name] = values.find(([, value]) => hasInvalidCharacters(value)) ?? [];
  return name === undefined ? null : { key: name, code: `messages.validation.${name}.invalidCharacters` };
}
