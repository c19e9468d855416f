import 'server-only';
import type { ErrorItem } from '@/lib/contract/errors';
import { log } from '@/lib/runtime/instance/log';
import { UpstreamTimeoutError, UpstreamUnreachableError } from '../transport';

/** The contract's failure envelope with a real status; never cached, never a stack trace. */
export function errorResponse(status: number, key: string, code: string): Response {
  const error: ErrorItem[] = [{ key, code }];
  return Response.json({ success: false, error }, { status, headers: { 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' } });
}

/** Logs an error the proxy did not expect (500s only). */
export type ErrorLogger = (error: unknown) => void;

/** Default logger: one line per unexpected error (its type, code and message). */
export const logUnexpected: ErrorLogger = (error) => {
  log().error({ err: error }, 'admin/v1 proxy: unexpected error');
};

// undici rejects with `TypeError('fetch failed')` (cause: ECONNREFUSED, DNS…) when a raw fetch
// is injected instead of the transport; that is the same "cannot reach it" as UpstreamUnreachableError.
function isFetchFailure(error: unknown): boolean {
  return error instanceof TypeError && error.message === 'fetch failed';
}

function isTimeout(error: unknown): boolean {
  return error instanceof UpstreamTimeoutError || (error instanceof Error && error.name === 'TimeoutError');
}

/** Maps a failure of the upstream call (or of the proxy itself) to 504 / 502 / 500. */
export function failureResponse(error: unknown, log: ErrorLogger): Response {
  if (isTimeout(error)) return errorResponse(504, 'upstream', 'messages.upstream.timeout');
  if (error instanceof UpstreamUnreachableError || isFetchFailure(error)) {
    return errorResponse(502, 'upstream', 'messages.upstream.unreachable');
  }
  log(error);
  return errorResponse(500, 'server', 'messages.server.error');
}
