import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The longest request target (path and query, in bytes) the shop serves. Its own links stay far
 * below (a listing with many filters is a few hundred bytes); an answer may carry the address twice
 * (a redirect's Location and Refresh, a listing's x-middleware-rewrite) and percent-encoded up to
 * three times as long, so this bound is what keeps every answer's headers inside nginx's
 * proxy_buffer_size (deploy/nginx/storefront-locations.conf). nginx refuses the same length
 * ($storefront_uri_too_long in deploy/nginx/storefront-http.conf): keep the two equal.
 */
export const MAX_URL_BYTES = 2048;

/** The calls answer the contract's JSON envelope; pages get a short page in Slovak. */
const CALL_PATHS = /^\/(admin\/v1|api)\//;
const ENVELOPE = JSON.stringify({ success: false, error: [{ key: 'url', code: 'messages.url.tooLong' }] });
const PAGE =
  '<!doctype html><html lang="sk"><meta charset="utf-8"><title>Adresa je príliš dlhá</title>' +
  '<body><h1>Adresa je príliš dlhá</h1><p><a href="/">Späť do obchodu</a></p></body></html>';

/** Whether the request's target is over MAX_URL_BYTES (Node keeps it as the raw bytes sent, latin1). */
export function isUrlTooLong(req: IncomingMessage): boolean {
  return Buffer.byteLength(req.url ?? '', 'latin1') > MAX_URL_BYTES;
}

/**
 * Answers 414 when the target is too long, before any redirect, rewrite or render could copy it
 * into a header; true when it did (the request is then done).
 */
export function refuseLongUrl(req: IncomingMessage, res: ServerResponse): boolean {
  if (!isUrlTooLong(req)) return false;
  const call = CALL_PATHS.test(req.url ?? '');
  res.writeHead(414, {
    'Content-Type': call ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(call ? ENVELOPE : PAGE);
  return true;
}
