// zod/mini, imported as a namespace: the browser bundles only the schema kinds used (classic zod ships all of them).
import * as z from 'zod/mini';

/** One error of the spec's envelope: `[key] code`. */
export const errorItemSchema = z.object({ key: z.string(), code: z.string() });
export type ErrorItem = z.infer<typeof errorItemSchema>;

/** Thrown by every contract call that fails: carries the backend's error items and HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly items: ErrorItem[],
    readonly status: number,
  ) {
    super(items.length ? items.map((i) => `[${i.key}] ${i.code}`).join('; ') : `HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** True when the first error item carries `code` (spec §8 checks the first code). */
  hasCode(code: string): boolean {
    return this.items[0]?.code === code;
  }

  hasKey(key: string): boolean {
    return this.items.some((i) => i.key === key);
  }
}

export const NETWORK_ERROR: ErrorItem = { key: 'network', code: 'messages.network' };
export const INVALID_RESPONSE_ERROR: ErrorItem = { key: 'response', code: 'messages.response.invalid' };

/** A path segment that URL normalisation would drop or resolve ("", ".", ".."): nothing can be found there. */
export const INVALID_PATH_ERROR: ErrorItem = { key: 'path', code: 'messages.path.invalid' };
