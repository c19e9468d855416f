import type { RequestListener } from '../instance/instrument';
import { loggedPath } from '../instance/instrument';
import { metrics } from './registry.mjs';
import { onResponseDone } from '../instance/response-done';

export type RouteKind = 'page' | 'admin' | 'api' | 'static';

/** A file name at the end of a path (`/icon.svg`, `/robots.txt`): pages and calls never have one. */
const FILE_NAME = /\/[^/]+\.[a-z0-9]{2,5}$/i;

/**
 * What a request asks for, by its path alone (bounded labels, so a scraped series never carries
 * an address): `admin` the /admin/v1 calls (the contract, through the proxy), `api` the shop's own
 * routes (/api/health, /ready, /revalidate, /metrics), `static` the build's files, media and
 * files such as /icon.svg or /robots.txt, `page` everything else (HTML and RSC payloads, actions).
 */
export function routeKind(path: string): RouteKind {
  if (path.startsWith('/admin/v1/')) return 'admin';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/_next/') || path.startsWith('/media/') || FILE_NAME.test(path)) return 'static';
  return 'page';
}

/**
 * Counts every request the listener serves: in flight while it runs, then its route kind, status
 * and duration in the histogram once the response is done (or the client left).
 */
export function countRequests(handle: RequestListener): RequestListener {
  const { requestDuration, requestsInFlight } = metrics();
  return (req, res) => {
    const started = performance.now();
    requestsInFlight.inc();
    onResponseDone(res, () => {
      requestsInFlight.dec();
      const labels = { kind: routeKind(loggedPath(req.url)), status: String(res.statusCode) };
      requestDuration.observe(labels, (performance.now() - started) / 1000);
    });
    handle(req, res);
  };
}
