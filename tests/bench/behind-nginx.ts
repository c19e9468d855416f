import type { Cluster, Settings } from '../cluster/support/cluster';
import { startEdge } from '../cluster/support/edge';
import globalSetup from '../cluster/support/global-setup';
import globalTeardown from '../cluster/support/global-teardown';
import type { NginxServer } from '../support/nginx-server';
import { freePort } from '../support/free-port';

/**
 * Runs `work` against `count` instances of the cluster harness (PostgreSQL, Redis: tests/cluster/support)
 * behind nginx (on BENCH_NGINX_PORT, else a free port), as the edge tests deploy them, each with the settings
 * `extra` besides the harness's, and stops it all afterwards.
 */
export async function behindNginx<T>(count: number, work: (nginx: NginxServer, cluster: Cluster) => Promise<T>, extra: Settings = {}): Promise<T> {
  await globalSetup();
  try {
    const port = process.env.BENCH_NGINX_PORT ? Number(process.env.BENCH_NGINX_PORT) : await freePort();
    const edge = await startEdge({ count, port, extra });
    try {
      return await work(edge.nginx, edge.cluster);
    } finally {
      await edge.stop();
    }
  } finally {
    globalTeardown();
  }
}
