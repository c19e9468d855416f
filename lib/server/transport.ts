import 'server-only';
import { settings } from '@/lib/runtime/config/env';

/** The backend did not answer within the timeout (the proxy answers 504). */
export class UpstreamTimeoutError extends Error {
  override name = 'UpstreamTimeoutError';
}
/** The backend could not be reached (the proxy answers 502). */
export class UpstreamUnreachableError extends Error {
  override name = 'UpstreamUnreachableError';
}

export const UPSTREAM_TIMEOUT_MS = settings().UPSTREAM_TIMEOUT_MS;

/** API_URL without a trailing slash, or null for the embedded backend. */
export function upstreamBase(): string | null {
  return settings().API_URL ?? null;
}

/**
 * Hands a request for /admin/v1/… (or /media/…) to the backend: `fetch(API_URL + path)` when
 * API_URL is set, else the embedded backend in process. Nothing above this knows which.
 * The request's own URL host is ignored; only path and query travel.
 */
export async function sendToBackend(request: Request, timeoutMs = UPSTREAM_TIMEOUT_MS): Promise<Response> {
  const base = upstreamBase();
  const url = new URL(request.url);
  if (!base) {
    const { handleBackendRequest } = await import('@/lib/backend');
    return withTimeout(handleBackendRequest(request), timeoutMs);
  }
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await fetch(base + url.pathname + url.search, {
      method: request.method,
      headers: request.headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
      redirect: 'manual',
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw new UpstreamTimeoutError(`Backend silent for ${timeoutMs} ms`);
    throw new UpstreamUnreachableError(error instanceof Error ? error.message : String(error));
  }
}

async function withTimeout(pending: Promise<Response>, timeoutMs: number): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UpstreamTimeoutError(`Backend silent for ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([pending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
