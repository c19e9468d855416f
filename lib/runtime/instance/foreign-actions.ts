import type { IncomingMessage } from 'node:http';
import { SECURITY_HEADERS } from '../config/security-headers.mjs';
import type { RequestListener } from './instrument';
import type { Logger } from './log';

/** Route handlers: Next never takes a request there for a Server Action, and they answer their own refusals (the contract's envelope). */
const ROUTE_HANDLER_PATHS = ['/admin/v1/', '/api/'];
const REFUSED_HEADERS = {
  ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key.toLowerCase(), value])),
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-store',
  // the body was not read: nothing else may come on this connection
  connection: 'close',
};

/**
 * A POST that Next would take for a Server Action (its getServerActionRequestMetadata): the client
 * router's call, which names the action in `Next-Action`, or a form posted as multipart.
 */
function isActionPost(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || ROUTE_HANDLER_PATHS.some((prefix) => req.url?.startsWith(prefix))) return false;
  return req.headers['next-action'] !== undefined || /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
}

/**
 * Whether the browser says the request comes from a page of another origin: `Origin` names a host
 * that is neither the one addressed (Host) nor SITE_URL's (when set), or is `null` (a sandboxed or privacy-
 * sensitive context). Without Origin it is no browser's cross-site POST, and Next decides.
 */
function fromAnotherOrigin(req: IncomingMessage, siteHost: string | undefined): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  const host = hostOf(origin);
  return !host || (host !== req.headers.host && host !== siteHost);
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host || null;
  } catch {
    return null;
  }
}

/**
 * Answers a Server Action POST from another origin with 403 and one warning line before Next sees it.
 * Next refuses it too, but as a 500 with two or three error lines (its origin check logs, then the
 * render logs the error it throws), so a page on any site could fill the error log and the 5xx count.
 * The shop defines no Server Action of its own; an unknown one from the shop's own origin is Next's
 * to answer (409 or 404, with its one warning). The body is not read: the connection is closed after.
 */
export function refuseForeignActions(handle: RequestListener, options: { siteUrl: string | undefined; log: Logger }): RequestListener {
  const siteHost = options.siteUrl ? new URL(options.siteUrl).host : undefined;
  return (req, res) => {
    if (!isActionPost(req) || !fromAnotherOrigin(req, siteHost)) return handle(req, res);
    options.log.warn({ origin: String(req.headers.origin).slice(0, 200) }, 'server action from another origin refused');
    res.writeHead(403, REFUSED_HEADERS);
    res.end('Forbidden: a Server Action from another origin.\n');
  };
}
