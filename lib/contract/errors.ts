/** One error of the spec's envelope: `[key] code` (its schema: errorItemSchema in schemas/common). */
export interface ErrorItem {
  key: string;
  code: string;
  /** figures the message names, where its text needs them ("predáva sa po {pack} m"); an extension, optional */
  params?: Record<string, string | number>;
}

/** True for a well-formed error item; checked by hand so that this module, loaded by every page, needs no zod. */
export function isErrorItem(value: unknown): value is ErrorItem {
  if (typeof value !== 'object' || value === null) return false;
  const { key, code } = value as Record<string, unknown>;
  return typeof key === 'string' && typeof code === 'string';
}

/** The figures of an error item: its entries that are strings or finite numbers, or undefined when none is (an upstream's own shapes are dropped). */
function paramsOf(value: unknown): ErrorItem['params'] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const figures = Object.entries(value).filter(([, v]) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)));
  return figures.length ? Object.fromEntries(figures) : undefined;
}

/** An error item as the storefront keeps it: key, code and, when well-formed, its params; nothing else a backend sent. */
export function errorItemOf({ key, code, ...rest }: ErrorItem): ErrorItem {
  const params = paramsOf((rest as { params?: unknown }).params);
  return params ? { key, code, params } : { key, code };
}

/** Thrown by every contract call that fails: carries the backend's error items and HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly items: ErrorItem[],
    readonly status: number,
  ) {
    super(items.length ? items.map((i) => `[${i.key}] ${i.code}`).join('; ') : `HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** True when the first error item carries `code` (docs/rules.md#errors: checks the first code). */
  hasCode(code: string): boolean {
    return this.items[0]?.code === code;
  }

  hasKey(key: string): boolean {
    return this.items.some((i) => i.key === key);
  }
}

export const NETWORK_ERROR: ErrorItem = { key: 'network', code: 'messages.network' };
export const INVALID_RESPONSE_ERROR: ErrorItem = { key: 'response', code: 'messages.response.invalid' };
/** 503 with Retry-After: too many password checks at once (a sign-in rush); nothing was done, the same request may be sent again shortly. */
export const BUSY_ERROR: ErrorItem = { key: 'busy', code: 'messages.busy.tryAgain' };

/** A path segment that URL normalisation would drop or resolve ("", ".", ".."): nothing can be found there. */
export const INVALID_PATH_ERROR: ErrorItem = { key: 'path', code: 'messages.path.invalid' };

/**
 * True when a call of an embedded-backend extension failed because the upstream does not have it
 * (404 or 501, docs/contract.md#extensions): the storefront then hides the feature instead of erring.
 */
export function isMissingExtension(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 501);
}

/**
 * The answer of an extension call, or of the spec's call where the upstream lacks the extension
 * (isMissingExtension); `extended` says which one answered, so the caller can hide what needs it.
 */
export async function extensionOr<T>(extension: () => Promise<T>, fallback: () => Promise<T>): Promise<{ value: T; extended: boolean }> {
  try {
    return { value: await extension(), extended: true };
  } catch (error) {
    if (!isMissingExtension(error)) throw error;
    return { value: await fallback(), extended: false };
  }
}
