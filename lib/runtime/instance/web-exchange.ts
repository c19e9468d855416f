import type http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** A Node request as a fetch Request at `origin` (scheme and host the server was asked under), its body streamed. */
export function toRequest(req: http.IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(origin + (req.url ?? '/'), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

/** The scheme and host a request came in under (a TLS-terminating proxy in front says https). */
export function requestOrigin(req: http.IncomingMessage, fallbackHost: string): string {
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${proto}://${req.headers.host ?? fallbackHost}`;
}

/**
 * Writes a fetch Response to the Node response, each Set-Cookie on its own. `body` replaces the
 * response's own (already read, e.g. to gzip it); without it the response's body is piped as it
 * comes, not buffered whole first (a large answer would otherwise sit in memory twice).
 */
export async function send(res: http.ServerResponse, response: Response, extra: { headers?: Record<string, string>; body?: Buffer } = {}) {
  const headers: Record<string, string | string[]> = { ...extra.headers };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (extra.body !== undefined || response.body === null) {
    res.end(extra.body);
    return;
  }
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), res);
}
