import { gzipSync } from 'node:zlib';
import { SECURITY_HEADERS } from '../config/security-headers.mjs';
import type { RequestListener } from './instrument';
import { log } from './log';
import { requestOrigin, send, toRequest } from './web-exchange';

type ApiHandler = (request: Request) => Promise<Response>;

// On globalThis under a registered symbol: the route module lives in Next's bundle, the instance
// server outside it, and both must reach the one handler (one backend, one database handle).
const OFFERED = Symbol.for('secshop.apiHandler');
const API_PATHS = '/admin/v1/';
/** The methods the route exports; Next answers the others (HEAD from GET, OPTIONS, 405). */
const ROUTE_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
/** Smaller answers go uncompressed: gzip's fixed cost per answer outweighed the bytes saved on the customer calls. */
const COMPRESS_FROM_BYTES = 8 * 1024;
const SECURITY = Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key.toLowerCase(), value]));

/** Called by the /admin/v1 route module when Next loads it: from then on the instance server may call it directly. */
export function offerApiHandler(handler: ApiHandler) {
  (globalThis as Record<symbol, unknown>)[OFFERED] = handler;
}

function offered(): ApiHandler | undefined {
  return (globalThis as Record<symbol, ApiHandler | undefined>)[OFFERED];
}

async function answer(res: Parameters<RequestListener>[1], response: Response, acceptsGzip: boolean, compress: boolean) {
  const type = response.headers.get('content-type') ?? '';
  if (!compress || !acceptsGzip || !/json|^text\//.test(type)) return send(res, response, { headers: SECURITY });
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length < COMPRESS_FROM_BYTES) return send(res, response, { headers: SECURITY, body });
  return send(res, response, { headers: { ...SECURITY, 'content-encoding': 'gzip', vary: 'Accept-Encoding' }, body: gzipSync(body) });
}

/** Whether a failed send only means the client closed the connection before the piped answer ended. */
const clientLeft = (res: Parameters<RequestListener>[1], error: unknown) =>
  res.destroyed && (error as { code?: unknown } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE';

/**
 * The /admin/v1 calls answered by the route's own handler (the proxy: origin check, body limit,
 * cookies, the upstream or the embedded backend) without Next's routing and response streams, which
 * cost more CPU than the embedded backend's answer itself. The first call goes through Next, which
 * loads the route module and so offers the handler; every other path always goes to Next.
 * The headers Next would add (next.config.mjs: SECURITY_HEADERS, gzip unless `compress` is off) are added here.
 */
export function withApiFastPath(handle: RequestListener, options: { compress: boolean; host: string }): RequestListener {
  return (req, res) => {
    const api = offered();
    if (!api || !req.url?.startsWith(API_PATHS) || !ROUTE_METHODS.has(req.method ?? '')) return handle(req, res);
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    api(toRequest(req, requestOrigin(req, options.host)))
      .then((response) => answer(res, response, acceptsGzip, options.compress))
      .catch((error: unknown) => {
        // a client that leaves mid-answer is no fault: instrument's request line says `aborted`
        if (clientLeft(res, error)) return;
        log().error({ err: error }, 'api: the answer could not be sent');
        if (!res.headersSent) res.writeHead(500).end();
      });
  };
}
