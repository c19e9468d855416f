import 'server-only';
import { UPSTREAM_TIMEOUT_MS, sendToBackend } from '../transport';
import { authCookieAction, clearAuthCheckCookie, clearSignedInHintCookie, isSecureRequest, withAuthCheckFromSignIn } from './auth-cookie';
import { MAX_BODY_BYTES, readBodyWithin } from './body-limit';
import { type ErrorLogger, errorResponse, failureResponse, logUnexpected } from './errors';
import { configuredSiteOrigin, isSameOrigin, needsOriginCheck } from './origin-check';
import { type UpstreamBodyLogger, logUpstreamBody, withoutNonJsonBody } from './non-json';
import { guardPath } from './path-guard';
import { upstreamHeaders } from './request-headers';
import { downstreamResponse, markPrivateIfPersonal } from './response-headers';
import { type SendToBackend, callUpstream } from './upstream';

/** What a proxy instance depends on; every field has a production default. */
export interface ProxyOptions {
  /** The upstream; defaults to the transport (API_URL or the embedded backend). */
  send?: SendToBackend;
  /** The shop's public origin besides the request URL's; defaults to SITE_URL's, read per request. */
  siteOrigin?: () => string | null;
  timeoutMs?: number;
  maxBodyBytes?: number;
  logError?: ErrorLogger;
  /** Where an upstream body that was not JSON goes instead of the browser. */
  logUpstreamBody?: UpstreamBodyLogger;
}

/** Builds the /admin/v1 proxy: path guard, CSRF check, body limit, header rules, JSON-only errors, auth_check cookie. */
export function createProxy(options: ProxyOptions = {}): (request: Request) => Promise<Response> {
  const send = options.send ?? sendToBackend;
  const siteOrigin = options.siteOrigin ?? configuredSiteOrigin;
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const logError = options.logError ?? logUnexpected;
  const logNonJson = options.logUpstreamBody ?? logUpstreamBody;

  async function forward(request: Request, url: URL, apiPath: string): Promise<Response> {
    const body = await readBodyWithin(request, maxBodyBytes);
    if (body.kind === 'too-large') return errorResponse(413, 'body', 'messages.body.tooLarge');

    const upstreamRequest = new Request(url, {
      method: request.method,
      headers: upstreamHeaders(request, url),
      body: body.bytes,
    });
    const upstream = downstreamResponse(await callUpstream(send, upstreamRequest, timeoutMs));
    const response = await withoutNonJsonBody(upstream, logNonJson);
    return authCookieAction(request.method, apiPath) === 'set-from-sign-in' ? withAuthCheckFromSignIn(response, isSecureRequest(request)) : response;
  }

  return async function proxyRequest(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const apiPath = guardPath(url);
    if (apiPath === null) return errorResponse(400, 'path', 'messages.path.invalid');
    // Cheap refusals first, before a byte of the body is read; a refused sign-out clears no cookie either.
    if (needsOriginCheck(request.method, apiPath) && !isSameOrigin(request, siteOrigin())) {
      return errorResponse(403, 'origin', 'messages.origin.forbidden');
    }

    let response: Response;
    try {
      response = await forward(request, url, apiPath);
    } catch (error) {
      response = failureResponse(error, logError);
    }
    const action = authCookieAction(request.method, apiPath);
    // Signing out ends the session in the browser even when the backend failed to answer.
    if (action === 'clear') {
      response.headers.append('set-cookie', clearAuthCheckCookie(isSecureRequest(request)));
      response.headers.append('set-cookie', clearSignedInHintCookie(isSecureRequest(request)));
    }
    // A session that ended (idle, expired, revoked) drops the hint, so the browser stops asking.
    if (action === 'session-check' && response.status === 401) {
      response.headers.append('set-cookie', clearSignedInHintCookie(isSecureRequest(request)));
    }
    return markPrivateIfPersonal(response, request.headers.has('cookie'));
  };
}
