import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';
import { clientAddressThroughProxies, isTrustedProxy, normaliseAddress } from './forwarded-for';
import type { Logger } from './log';
import { requestContext, requestIdFrom } from './request-context';
import { onResponseDone } from './response-done';

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** Probes a load balancer calls every few seconds: logged at debug, so info stays readable. */
const PROBE_PATHS = new Set(['/api/health', '/api/ready']);

/**
 * The path as logged: without the query string, whose values may carry a token
 * (`/nove-heslo?token=…`) or what a customer searched for; cut to a sane length.
 */
export function loggedPath(url: string | undefined): string {
  return ((url ?? '/').split('?', 1)[0] ?? '/').slice(0, 300);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

/** What a proxy tells about the browser's request besides its address: Next builds request URLs and origin checks from them. */
const FORWARDED_REQUEST_FACTS = ['x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port'] as const;

/** Whether the socket's peer is a trusted proxy (TRUSTED_PROXIES), whose X-Forwarded-* may be read. */
function fromTrustedProxy(req: IncomingMessage, trusted: BlockList): boolean {
  const peer = normaliseAddress(req.socket.remoteAddress ?? '');
  return peer !== null && isTrustedProxy(trusted, peer);
}

/**
 * Wraps the instance's request listener (Next's, or the standalone backend's):
 * - `x-request-id`: the edge's when safe, else a new one; set on the request (route handlers and
 *   the proxy read it there), returned in the response and bound to every log line of the request;
 * - `x-forwarded-for`: replaced by the one client address the socket and TRUSTED_PROXIES vouch
 *   for (removed when there is none), so no code behind this point reads a value a client wrote;
 * - `x-forwarded-proto`, `-host`, `-port`: removed unless the socket's peer is a trusted proxy, so a
 *   client that reaches the instance directly cannot claim https or another host (Next then fills
 *   them from the socket and Host, as with no proxy);
 * - one log line when the response is done: method, path, status, duration in ms.
 */
export function instrument(handle: RequestListener, options: { trustedProxies: BlockList; log: Logger }): RequestListener {
  return (req, res) => {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers['x-request-id']);
    req.headers['x-request-id'] = requestId;
    res.setHeader('X-Request-Id', requestId);
    const address = clientAddressThroughProxies(req.socket.remoteAddress, headerValue(req.headers['x-forwarded-for']), options.trustedProxies);
    if (address) req.headers['x-forwarded-for'] = address;
    else delete req.headers['x-forwarded-for'];
    if (!fromTrustedProxy(req, options.trustedProxies)) for (const name of FORWARDED_REQUEST_FACTS) delete req.headers[name];
    const path = loggedPath(req.url);
    onResponseDone(res, () => {
      const fields = {
        reqId: requestId,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      options.log[PROBE_PATHS.has(path) ? 'debug' : 'info'](fields, 'request');
    });
    requestContext().run({ requestId }, () => handle(req, res));
  };
}
