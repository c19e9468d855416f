import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The most of an unread body drained after an early answer: nginx's client_max_body_size
 * (deploy/nginx/storefront.conf), so a body nginx forwards is always read to its end and the
 * instance never resets a connection nginx is still writing to (nginx would count that as a
 * failed instance). Larger bodies, sent only by a client talking to the instance directly, close it.
 */
export const DRAIN_MAX_BYTES = 12 * 1024 * 1024;
/** A body still arriving this long after the answer was sent is dropped with its connection. */
export const DRAIN_MAX_MS = 10_000;

function declaredLength(req: IncomingMessage): number | null {
  const raw = req.headers['content-length'];
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
}

const hasBody = (req: IncomingMessage) => (declaredLength(req) ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * Reads and discards the rest of the body once the answer is out, as Node does for a body no
 * handler touched; it skips a body a handler began to read (a fetch Request's stream, paused when
 * its reader stopped), which would otherwise stall the connection with the next request behind it.
 */
function drainAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  res.once('finish', () => {
    if (req.complete || req.destroyed) return;
    let drained = 0;
    const drop = () => req.socket?.destroy();
    const timer = setTimeout(drop, DRAIN_MAX_MS);
    timer.unref();
    req.removeAllListeners('data');
    req.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_MAX_BYTES) drop();
    });
    req.once('end', () => clearTimeout(timer));
    req.once('close', () => clearTimeout(timer));
    req.resume();
  });
}

/**
 * An answer sent before the request's body was read (413, 403 on a write from another origin, 401
 * before the body) leaves the connection usable for the client's next request: the body, when it
 * is small enough (DRAIN_MAX_BYTES) and still readable, is drained after the answer and the
 * connection kept; otherwise the answer says `Connection: close` and the connection ends with it.
 */
export function keepConnectionUsable(req: IncomingMessage, res: ServerResponse): void {
  if (!hasBody(req)) return;
  const writeHead = res.writeHead;
  // Node sends the status line and headers through writeHead, also for an implicit header (res.end
  // without it): the one point where the body's state decides what the answer's Connection says.
  res.writeHead = function writeHeadKnowingTheBody(this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    res.writeHead = writeHead;
    if (!req.complete) {
      const declared = declaredLength(req);
      const drainable = !req.destroyed && (declared === null || declared <= DRAIN_MAX_BYTES);
      if (drainable) drainAfterAnswer(req, res);
      else res.shouldKeepAlive = false;
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}
