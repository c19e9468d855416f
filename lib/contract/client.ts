import type * as z from 'zod/mini';
import { isDevelopmentBuild } from '@/lib/shared/build-constants';
import { ApiError, INVALID_RESPONSE_ERROR, INVALID_PATH_ERROR, NETWORK_ERROR, errorItemOf, isErrorItem, type ErrorItem } from './errors';
import type * as responseSchemas from './schemas/responses';

export const API_PREFIX = '/admin/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type ResponseSchemas = typeof responseSchemas;
/** A response schema by its name in schemas/responses.ts: what every call passes to callApi. */
export type ResponseSchemaName = keyof ResponseSchemas;
export type ResponseOf<N extends ResponseSchemaName> = z.output<ResponseSchemas[N]>;

/**
 * zod and the response schemas load with the first call rather than with the page: a guest on a
 * catalogue page makes no call, so none of it is in any page's first-load JavaScript, and a
 * customer's browser fetches it alongside the first request. Node caches the import.
 */
const loadParsing = () => Promise.all([import('zod/mini'), import('./schemas/responses')]);

/** Per-request options a call may pass down; `signal` aborts it (live search). */
export interface CallOptions {
  signal?: AbortSignal;
  /** sent as `Idempotency-Key`: the basket changes do a repeat once (docs/decisions/064-offline-cart-changes.md) */
  idempotencyKey?: string;
}

/**
 * How a contract call reaches the backend. The browser sends through the same-origin
 * proxy; the server hands the request to the transport in process. Paths are relative
 * to /admin/v1 and already encoded (build them with `seg`). `init` is optional so
 * clients written before it keep working; they just cannot be aborted.
 */
export interface ApiClient {
  send(method: HttpMethod, path: string, body?: unknown, init?: CallOptions): Promise<Response>;
}

/**
 * Percent-encodes one path segment. An empty, "." or ".." segment would be dropped or
 * resolved by URL normalisation and reach another route, so it is refused (an ApiError 404).
 */
export function seg(value: string | number): string {
  const text = String(value);
  if (text === '' || text === '.' || text === '..') throw new ApiError([INVALID_PATH_ERROR], 404);
  return encodeURIComponent(text);
}

/** True for the rejection of an aborted request (callers ignore it rather than toast it). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function errorItemsOf(body: unknown): ErrorItem[] {
  if (typeof body !== 'object' || body === null || !('error' in body)) return [];
  const raw = (body as { error: unknown }).error;
  const list: unknown[] = Array.isArray(raw) ? raw : raw ? [raw] : [];
  // the figures a message names travel with the item (docs/contract.md, optional fields)
  return list.filter(isErrorItem).map(errorItemOf);
}

/** Reads a contract response: `success === false` or non-2xx is an ApiError, the body is parsed with the named schema. */
export async function readResponse<N extends ResponseSchemaName>(response: Response, schemaName: N): Promise<ResponseOf<N>> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new ApiError([NETWORK_ERROR], response.status);
  }
  const failed = typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
  if (failed || !response.ok) throw new ApiError(errorItemsOf(body), response.status);
  const [{ safeParse }, schemas] = await loadParsing();
  const parsed = safeParse(schemas[schemaName], body);
  if (!parsed.success) {
    if (isDevelopmentBuild()) console.error('Invalid API response', parsed.error.issues.slice(0, 5));
    throw new ApiError([INVALID_RESPONSE_ERROR], response.status);
  }
  // The union of every schema's output, narrowed by the name: the parse above used exactly that schema.
  return parsed.data as ResponseOf<N>;
}

/** Sends one contract call and parses its response; an aborted call rejects with the abort error, not an ApiError. */
export async function callApi<N extends ResponseSchemaName>(
  client: ApiClient,
  method: HttpMethod,
  path: string,
  schemaName: N,
  body?: unknown,
  options?: CallOptions,
): Promise<ResponseOf<N>> {
  const signal = options?.signal;
  let response: Response;
  try {
    // The 4th argument only when asked for: older clients and their tests see the old call.
    response = await (signal || options?.idempotencyKey ? client.send(method, path, body, options) : client.send(method, path, body));
  } catch (error) {
    if (error instanceof ApiError || isAbortError(error)) throw error;
    if (signal?.aborted) throw abortReason(signal);
    throw new ApiError([NETWORK_ERROR], 0);
  }
  try {
    return await readResponse(response, schemaName);
  } catch (error) {
    // An abort while the body streams surfaces as a read failure: report it as the abort it is.
    if (signal?.aborted) throw abortReason(signal);
    throw error;
  }
}

function abortReason(signal: AbortSignal): unknown {
  return isAbortError(signal.reason) ? signal.reason : new DOMException('The operation was aborted.', 'AbortError');
}
