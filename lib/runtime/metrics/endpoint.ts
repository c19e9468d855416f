import type { BlockList } from 'node:net';
import { sendsBearerToken } from '../instance/bearer-token';
import { isTrustedProxy, normaliseAddress } from '../instance/forwarded-for';
import type { RequestListener } from '../instance/instrument';
import { loggedPath } from '../instance/instrument';
import { log } from '../instance/log';
import { metrics } from './registry.mjs';

export const METRICS_PATH = '/api/metrics';

export interface MetricsAccess {
  /** TRUSTED_PROXIES: a scrape whose client address is one of these is answered. */
  trustedProxies: BlockList;
  /** METRICS_TOKEN: a scrape that sends `Authorization: Bearer <token>` is answered from anywhere. */
  token: string | undefined;
}

/**
 * The client address instrument() left in X-Forwarded-For (the one the socket and TRUSTED_PROXIES
 * vouch for): a browser behind nginx is its own address, never nginx's, so going through the
 * edge does not make a request trusted.
 */
function fromTrustedAddress(forwardedFor: string | string[] | undefined, trusted: BlockList): boolean {
  const address = typeof forwardedFor === 'string' ? normaliseAddress(forwardedFor) : null;
  return address !== null && isTrustedProxy(trusted, address);
}

/**
 * GET /api/metrics in Prometheus' text format, answered here by the instance server before Next.
 * Only to a client at a trusted proxy address or with the bearer token; anything else is handed to
 * Next, which answers its ordinary 404 page, so the endpoint is not revealed. Never stored by a cache.
 * Must run inside instrument(), which sets the client address.
 */
export function withMetricsEndpoint(handle: RequestListener, access: MetricsAccess): RequestListener {
  const { registry } = metrics();
  return (req, res) => {
    if (loggedPath(req.url) !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return handle(req, res);
    const allowed = fromTrustedAddress(req.headers['x-forwarded-for'], access.trustedProxies) || sendsBearerToken(req.headers.authorization, access.token);
    if (!allowed) return handle(req, res);
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        log().error({ err: error }, 'metrics: the figures could not be collected');
        res.writeHead(500, { 'cache-control': 'no-store' }).end();
      },
    );
  };
}
