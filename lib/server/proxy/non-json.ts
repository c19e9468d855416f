import 'server-only';
import { NETWORK_ERROR } from '@/lib/contract/errors';
import { log } from '@/lib/runtime/instance/log';
import { readBodyWithin } from './body-limit';
import { errorResponse } from './errors';

/** Logs an upstream answer the proxy kept from the browser (one line). */
export type UpstreamBodyLogger = (line: string) => void;

/** Default logger: one line, next to the proxy's other errors. */
export const logUpstreamBody: UpstreamBodyLogger = (line) => {
  log().error(`admin/v1 proxy: ${line}`);
};

// Error bodies are small JSON envelopes; anything larger is not one, and is not buffered whole.
const MAX_INSPECTED_BYTES = 65_536;
// Enough of an HTML error page or a stack trace to find the cause in the log.
const LOGGED_CHARS = 1000;

function isHtml(contentType: string | null): boolean {
  return /^\s*(text\/html|application\/xhtml\+xml)\b/i.test(contentType ?? '');
}

function parsesAsJson(bytes: Uint8Array): boolean {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

function logLine(response: Response, bytes: Uint8Array | undefined, tooLarge: boolean): string {
  const type = response.headers.get('content-type') ?? 'no content type';
  const text = new TextDecoder()
    .decode(bytes ?? new Uint8Array())
    .replace(/\s+/g, ' ')
    .trim();
  const body = tooLarge ? `over ${MAX_INSPECTED_BYTES} bytes, not read` : text.slice(0, LOGGED_CHARS) || '(empty)';
  return `upstream answered ${response.status} (${type}), not JSON; body: ${body}`;
}

/**
 * Contract (Auth): an upstream answer that is not JSON never reaches the browser; it gets the same
 * status with the `messages.network` envelope and the body goes to the log. An error status (4xx,
 * 5xx) must carry a JSON body, whatever its Content-Type says (a load balancer's 502 text, an HTML
 * 500 with a stack trace). Other statuses pass untouched (invoice PDFs, empty 204s, redirects)
 * unless they are HTML: no contract call answers HTML, and foreign HTML served on the shop's own
 * origin could run script there.
 */
export async function withoutNonJsonBody(response: Response, log: UpstreamBodyLogger): Promise<Response> {
  if (response.body === null) return response.status >= 400 ? replaced(response, undefined, false, log) : response;
  if (response.status < 400 && !isHtml(response.headers.get('content-type'))) return response;
  const read = await readBodyWithin(response, MAX_INSPECTED_BYTES);
  if (read.kind === 'too-large') return replaced(response, undefined, true, log);
  if (!isHtml(response.headers.get('content-type')) && read.bytes && parsesAsJson(read.bytes)) {
    return new Response(read.bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
  }
  return replaced(response, read.bytes, false, log);
}

function replaced(response: Response, bytes: Uint8Array | undefined, tooLarge: boolean, log: UpstreamBodyLogger): Response {
  log(logLine(response, bytes, tooLarge));
  const envelope = errorResponse(response.status, NETWORK_ERROR.key, NETWORK_ERROR.code);
  // Cookies the upstream set still belong to the browser (a session the backend ended, for one).
  for (const cookie of response.headers.getSetCookie()) envelope.headers.append('set-cookie', cookie);
  // A 503's (or 429's) Retry-After tells the client when to try again, whatever body came with it.
  const retryAfter = response.headers.get('retry-after');
  if (retryAfter) envelope.headers.set('retry-after', retryAfter);
  return envelope;
}
