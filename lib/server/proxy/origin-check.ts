import 'server-only';
import { settings } from '@/lib/runtime/config/env';
import { authCookieAction } from './auth-cookie';

/** Methods that change nothing and so need no origin check (contract: every non-GET call is checked). */
export function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/**
 * Calls the origin check guards: every write, and GET /sign/out, which the contract keeps as a GET
 * although it ends the session, so an `<img>` or a link on another site would sign the customer out.
 * `apiPath` is below /admin/v1.
 */
export function needsOriginCheck(method: string, apiPath: string): boolean {
  return !isSafeMethod(method) || authCookieAction(method, apiPath) === 'clear';
}

/**
 * What `Sec-Fetch-Site` says when the shop's own page sent the request (`same-origin`) or the
 * visitor typed the address (`none`: no page can make a browser send it). `same-site` (a sibling
 * subdomain, another port of the same host) counts as foreign: it is another application.
 */
export function isOwnFetchSite(value: string | null): boolean {
  return value === 'same-origin' || value === 'none';
}

/** SITE_URL's origin when SITE_URL is set (the public address behind a reverse proxy), else null. */
export function configuredSiteOrigin(): string | null {
  const configured = settings().SITE_URL;
  return configured ? new URL(configured).origin : null;
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF guard for state-changing calls. The shop's own origins are the request URL's origin (what
 * the browser uses when it talks to `next start` directly) and SITE_URL's (behind a reverse proxy
 * the request URL says http://localhost:3000 while the browser says https://shop.sk). The Host
 * header is not consulted: a victim's browser always sends the real one, so it proves nothing.
 * `Origin` decides when present (browsers send it on every non-GET fetch; `null` never matches).
 * Without it, `Sec-Fetch-Site` must be `same-origin` or `none` (typed into the address bar).
 * Without both the request is refused: callers without a browser's headers use the transport
 * directly, not this public route, so refusing them costs nothing and closes old-browser gaps.
 */
/**
 * The origin the browser addressed: the Host header with the request's scheme. Next builds
 * request.url with "localhost" whatever the browser asked for, so the URL alone would refuse a
 * shop opened by IP or name. A cross-site page cannot change Host, and its Origin stays its own.
 */
function hostOrigin(request: Request): string | null {
  const host = request.headers.get('host')?.trim();
  if (!host) return null;
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : new URL(request.url).protocol.slice(0, -1);
  return originOf(`${proto}://${host}`);
}

export function isSameOrigin(request: Request, siteOrigin: string | null): boolean {
  const allowed = new Set([new URL(request.url).origin]);
  const addressed = hostOrigin(request);
  if (addressed) allowed.add(addressed);
  if (siteOrigin) allowed.add(siteOrigin);
  const origin = request.headers.get('origin');
  if (origin !== null) {
    const parsed = originOf(origin.trim());
    return parsed !== null && parsed !== 'null' && allowed.has(parsed);
  }
  return isOwnFetchSite(request.headers.get('sec-fetch-site'));
}
