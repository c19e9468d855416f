import type { ServerResponse } from 'node:http';

const CALLBACKS = Symbol('storefront.responseDone');
type Tracked = ServerResponse & { [CALLBACKS]?: Array<() => void> };

/**
 * Runs `callback` once the response is done, sent or left by its client (its 'close' event). The
 * instance server's wrappers (request log, metrics, graceful stop, idle collection) share one
 * listener per response: one each, with Next's own, made eleven on an answer Next served through
 * its route handlers, over Node's warning threshold of ten, and the log had a
 * MaxListenersExceededWarning line for each such answer under load.
 */
export function onResponseDone(res: ServerResponse, callback: () => void): void {
  const tracked = res as Tracked;
  const waiting = tracked[CALLBACKS];
  if (waiting) {
    waiting.push(callback);
    return;
  }
  const callbacks = [callback];
  tracked[CALLBACKS] = callbacks;
  res.once('close', () => {
    for (const run of callbacks) run();
  });
}
