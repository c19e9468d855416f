import 'server-only';
import { settings } from '@/lib/runtime/config/env';
import { currentRequestId } from '@/lib/runtime/instance/request-context';
import { inClientSpan, injectTraceContext } from '@/lib/runtime/tracing/spans';

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
export function sendToBackend(request: Request, timeoutMs = UPSTREAM_TIMEOUT_MS): Promise<Response> {
  const base = upstreamBase();
  const url = new URL(request.url);
  // the path without its query, which may hold what a customer searched for (as the log line)
  const attributes = { 'http.request.method': request.method, 'url.path': url.pathname, 'shop.backend': base ? 'remote' : 'embedded' };
  return inClientSpan(
    `backend ${request.method}`,
    attributes,
    () => (base ? sendToRemote(request, base + url.pathname + url.search, timeoutMs) : sendInProcess(request, timeoutMs)),
    (response, span) => span.setAttribute('http.response.status_code', response.status),
  );
}

async function sendInProcess(request: Request, timeoutMs: number): Promise<Response> {
  const { handleBackendRequest } = await import('@/lib/backend');
  return withTimeout(handleBackendRequest(request), timeoutMs);
}

async function sendToRemote(request: Request, target: string, timeoutMs: number): Promise<Response> {
  const signal = AbortSignal.timeout(timeoutMs);
  const headers = new Headers(request.headers);
  // a page's own calls carry its request id as the proxy's do (docs/deploying.md, Logs), and with
  // traces on its trace: the backend's log lines and spans (npm run backend) join this request's
  const requestId = currentRequestId();
  if (requestId && !headers.has('x-request-id')) headers.set('x-request-id', requestId);
  injectTraceContext(headers);
  try {
    return await fetch(target, {
      method: request.method,
      headers,
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
