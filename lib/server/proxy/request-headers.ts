import 'server-only';
import { requestIdFrom } from '@/lib/runtime/instance/request-context';
import { clientAddress } from './client-address';
import { connectionTokens } from './hop-by-hop';

/**
 * What the backend needs from the browser, and nothing else. An allowlist, not a blocklist, so
 * hop-by-hop headers, Host, Next's internals (`x-middleware-subrequest`, `next-*`, `rsc`,
 * `next-router-*`) and client-sent `X-Forwarded-*` / `Forwarded` / `X-Real-IP` can never leak.
 * `Authorization` stays out: the contract authenticates by cookie (sid + auth_check) only, and a
 * Basic-auth gate in front of a staging shop would otherwise hand its password to the backend.
 * `Accept-Encoding` stays out: fetch negotiates (and decodes) its own. `Idempotency-Key` goes through:
 * the basket changes honour it (docs/decisions/064-offline-cart-changes.md).
 */
export const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'cookie',
  'user-agent',
  'if-none-match',
  'if-modified-since',
  'idempotency-key',
] as const;

/** The headers sent upstream: the allowlist as received (Cookie unchanged), the request id and the proxy's own X-Forwarded-*. */
export function upstreamHeaders(request: Request, url: URL): Headers {
  const dropped = connectionTokens(request.headers);
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null && !dropped.has(name)) headers.set(name, value);
  }
  const address = clientAddress(request.headers);
  if (address) headers.set('x-forwarded-for', address);
  // The instance server gave every request a safe id (lib/runtime/instance/instrument.ts): the backend's log lines carry the same one.
  headers.set('x-request-id', requestIdFrom(request.headers.get('x-request-id') ?? undefined));
  headers.set('x-forwarded-proto', url.protocol.slice(0, -1));
  headers.set('x-forwarded-host', url.host);
  return headers;
}
