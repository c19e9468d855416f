import type { z } from 'zod';
import { ApiError, INVALID_RESPONSE_ERROR, NETWORK_ERROR, errorItemSchema } from './errors';

export const API_PREFIX = '/admin/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a contract call reaches the backend. The browser sends through the same-origin
 * proxy; the server hands the request to the transport in process. Paths are relative
 * to /admin/v1 and already encoded (build them with `seg`).
 */
export interface ApiClient {
  send(method: HttpMethod, path: string, body?: unknown): Promise<Response>;
}

/** Percent-encodes one path segment. */
export function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}

function errorItemsOf(body: unknown): ReturnType<typeof errorItemSchema.parse>[] {
  if (typeof body !== 'object' || body === null || !('error' in body)) return [];
  const raw = (body as { error: unknown }).error;
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.flatMap((item) => {
    const parsed = errorItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Reads a contract response: `success === false` or non-2xx is an ApiError, the body is parsed with `schema`. */
export async function readResponse<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new ApiError([NETWORK_ERROR], response.status);
  }
  const failed = typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
  if (failed || !response.ok) throw new ApiError(errorItemsOf(body), response.status);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    if (process.env.NODE_ENV !== 'production') console.error('Invalid API response', parsed.error.issues.slice(0, 5));
    throw new ApiError([INVALID_RESPONSE_ERROR], response.status);
  }
  return parsed.data;
}

/** Sends one contract call and parses its response. */
export async function callApi<S extends z.ZodType>(
  client: ApiClient,
  method: HttpMethod,
  path: string,
  schema: S,
  body?: unknown,
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await client.send(method, path, body);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError([NETWORK_ERROR], 0);
  }
  return readResponse(response, schema);
}
