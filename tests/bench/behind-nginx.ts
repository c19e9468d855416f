import { startCluster, type Cluster } from '../cluster/support/cluster';
import globalSetup from '../cluster/support/global-setup';
import globalTeardown from '../cluster/support/global-teardown';
import { startNginx, type NginxServer } from '../support/nginx-server';

/** What every instance behind nginx runs with (README, Deploying: nginx in front). */
const BEHIND_NGINX = { TRUSTED_PROXY_HOPS: '1', BEHIND_NGINX: 'true' };

/**
 * Runs `work` against `count` instances of the cluster harness (PostgreSQL, Redis: tests/cluster/support)
 * behind nginx (on BENCH_NGINX_PORT, else a free port), and stops it all afterwards.
 */
export async function behindNginx<T>(count: number, work: (nginx: NginxServer, cluster: Cluster) => Promise<T>): Promise<T> {
  await globalSetup();
  try {
    const cluster = await startCluster({ count, extra: () => BEHIND_NGINX });
    try {
      const port = process.env.BENCH_NGINX_PORT ? Number(process.env.BENCH_NGINX_PORT) : undefined;
      const nginx = await startNginx({ upstreams: cluster.instances.map((i) => `127.0.0.1:${i.port}`), port });
      try {
        return await work(nginx, cluster);
      } finally {
        await nginx.stop();
      }
    } finally {
      await cluster.stop();
    }
  } finally {
    globalTeardown();
  }
}
