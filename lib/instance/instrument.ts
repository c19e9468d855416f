import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddressFromHops } from './forwarded-for';
import type { Logger } from './log';
import { requestContext, requestIdFrom } from './request-context';

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

/**
 * Wraps the instance's request listener (Next's, or the standalone backend's):
 * - `x-request-id`: the edge's when safe, else a new one; set on the request (route handlers and
 *   the proxy read it there), returned in the response and bound to every log line of the request;
 * - `x-forwarded-for`: replaced by the one client address the socket and TRUSTED_PROXY_HOPS vouch
 *   for (removed when there is none), so no code behind this point reads a value a client wrote;
 * - one log line when the response is done: method, path, status, duration in ms.
 */
export function instrument(handle: RequestListener, options: { trustedProxyHops: number; log: Logger }): RequestListener {
  return (req, res) => {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers['x-request-id']);
    req.headers['x-request-id'] = requestId;
    res.setHeader('X-Request-Id', requestId);
    const address = clientAddressFromHops(req.socket.remoteAddress, headerValue(req.headers['x-forwarded-for']), options.trustedProxyHops);
    if (address) req.headers['x-forwarded-for'] = address;
    else delete req.headers['x-forwarded-for'];
    const path = loggedPath(req.url);
    res.once('close', () => {
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
