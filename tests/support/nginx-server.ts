import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runEdge } from '../../scripts/lib/edge/nginx-process';
import { freePort } from './free-port';
import { guardServer } from './server-guard';

/**
 * The storefront's nginx (deploy/nginx, the config `npm run edge` runs) for tests and the bench:
 * Debian's nginx, unprivileged, on a private port, with its cache, logs and temp files in its own
 * temporary directory; stopped by `stop()`, on exit or signals, and by a watchdog.
 */
export interface NginxServer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** nginx's proxy_cache directory */
  cacheDir: string;
  /** files served as they are under /static-control/ (the bench's control) */
  staticDir: string;
  /** one line per request: status, cache status, upstream */
  accessLog: string;
  stop(): Promise<void>;
}

/** Starts nginx in front of `upstreams` ('host:port' of shop instances), on `port` or a free one. */
export async function startNginx(options: { upstreams: string[]; port?: number }): Promise<NginxServer> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-nginx-'));
  const staticDir = path.join(prefix, 'static-control');
  fs.mkdirSync(staticDir);
  try {
    const port = options.port ?? (await freePort());
    const edge = await runEdge({ prefix, port, upstreams: options.upstreams, staticDir });
    const release = guardServer(edge.child.pid ?? 0, prefix, { group: true });
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      cacheDir: path.join(prefix, 'cache'),
      staticDir,
      accessLog: path.join(prefix, 'access.log'),
      async stop() {
        await edge.stop();
        release();
        fs.rmSync(prefix, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
}
