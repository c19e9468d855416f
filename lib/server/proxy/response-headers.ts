import 'server-only';
import { HOP_BY_HOP, connectionTokens } from './hop-by-hop';

// fetch has already decoded the body, so its encoding and length no longer describe what goes down.
const BODY_FRAMING = ['content-encoding', 'content-length', 'transfer-encoding'];

/** A Set-Cookie value without its Domain attribute, so the cookie belongs to the storefront's host. */
// Cut as text, not with the `cookie` package: its parse-and-stringify round trip would re-encode the
// upstream's value and drop attributes it does not know; here only Domain goes, the rest stays byte for byte.
export function withoutDomain(setCookie: string): string {
  const [pair = '', ...attributes] = setCookie.split(';');
  const kept = attributes.filter((a) => !/^\s*domain\s*(=|$)/i.test(a));
  return [pair, ...kept].join(';');
}

/** The upstream's headers as they go to the browser: framing and hop-by-hop out, each Set-Cookie on its own, Domain dropped. */
export function downstreamHeaders(upstream: Headers): Headers {
  const dropped = new Set([...HOP_BY_HOP, ...BODY_FRAMING, ...connectionTokens(upstream), 'set-cookie']);
  const headers = new Headers();
  upstream.forEach((value, name) => {
    if (!dropped.has(name)) headers.set(name, value);
  });
  // getSetCookie keeps cookies apart; get('set-cookie') would join them with commas that Expires also holds.
  for (const cookie of upstream.getSetCookie()) headers.append('set-cookie', withoutDomain(cookie));
  return headers;
}

// Statuses whose responses must not carry a body (the Response constructor refuses one).
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** The upstream response rebuilt for the browser: same status and body stream, cleaned headers. */
export function downstreamResponse(upstream: Response): Response {
  return new Response(NULL_BODY_STATUSES.has(upstream.status) ? null : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: downstreamHeaders(upstream.headers),
  });
}

/**
 * Contract: every response fetched with a session is private. When the upstream says nothing about
 * caching and the call carried a Cookie (or the answer sets one), no shared cache may keep it.
 */
export function markPrivateIfPersonal(response: Response, requestHadCookie: boolean): Response {
  const setsCookie = response.headers.getSetCookie().length > 0;
  if (!response.headers.has('cache-control') && (requestHadCookie || setsCookie)) {
    response.headers.set('cache-control', 'private, no-store');
  }
  return response;
}
