import type { Server } from 'node:http';
import type { RequestListener } from './instrument';
import { loggedPath } from './instrument';
import type { Logger } from './log';
import { keepConnectionUsable } from './unread-body';
import { refuseLongUrl } from './url-limit';

/**
 * What every request meets before the server's own listener (the instance server's and the
 * standalone backend's): an over-long URL answered 414 before Next or the backend sees it, and
 * an answer sent before the body was read never leaving the connection stuck (lib/runtime/instance/unread-body.ts).
 * Wraps the listener(s) already attached, so it is one line after createServer.
 */
export function guardRequests(server: Server, log: Logger): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', ((req, res) => {
    keepConnectionUsable(req, res);
    if (refuseLongUrl(req, res)) {
      log.info({ method: req.method, path: loggedPath(req.url), status: 414, urlBytes: req.url?.length }, 'request');
      return;
    }
    for (const listener of listeners) listener.call(server, req, res);
  }) satisfies RequestListener);
}
