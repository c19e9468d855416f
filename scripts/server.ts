/**
 * The shop's instance server (`npm run serve`; `npm start` runs it after seeding and building):
 * one Node process serving the production build through Next's request handler, with what
 * `next start` cannot do because it hides the socket: request ids and one JSON log line per request,
 * the client address computed from TRUSTED_PROXIES, a graceful stop on SIGTERM/SIGINT, and the
 * shorter life a shared cache in front may keep pages (SHARED_CACHE_MAX_AGE), and the /admin/v1 calls
 * answered by their route's handler without Next's routing (lib/runtime/instance/api-fast-path.ts),
 * and the Prometheus metrics at /api/metrics (lib/runtime/metrics, docs/decisions/068-metrics.md), and
 * the shared cache warmed before it says ready (docs/decisions/072-warm-cache.md).
 *
 * Runs as plain `node .next/instance-server.cjs`, this file bundled by scripts/lib/instance-bundle.ts
 * (no tsx loader in the long-running process), without the react-server condition the other
 * scripts use: Next resolves React itself, and that condition would hand its server renderer the
 * React Server Components build. So nothing here imports a 'server-only' module.
 *
 * Options as `next start` spells them: -p/--port (else PORT, else 3000), -H/--hostname (else every
 * interface, as `next start`), --keepAliveTimeout <ms>; `--build` is `npm start`'s (scripts/start.ts),
 * which hands the server the same options, and is ignored here; --memory-report is the bench's
 * (scripts/lib/memory-report.ts).
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { setTimeout as delay } from 'node:timers/promises';
import next from 'next';
import { settingsOrStop } from '../lib/runtime/config/parse-settings';
import { routeConsoleToLog } from '../lib/runtime/instance/console-to-log';
import { stopOnSignals } from '../lib/runtime/instance/graceful-stop';
import { limitHeapGrowth } from '../lib/runtime/instance/heap-growth';
import { collectWhenIdle, IDLE_COLLECTION_DEFAULTS } from '../lib/runtime/instance/idle-collection';
import { withApiFastPath } from '../lib/runtime/instance/api-fast-path';
import { contentSecurityPolicy } from '../lib/runtime/config/content-security-policy.mjs';
import { withContentSecurityPolicy } from '../lib/runtime/instance/content-security-policy';
import { refuseForeignActions } from '../lib/runtime/instance/foreign-actions';
import { trustedProxyList } from '../lib/runtime/instance/forwarded-for';
import { instrument } from '../lib/runtime/instance/instrument';
import { log } from '../lib/runtime/instance/log';
import { nextHostname } from '../lib/runtime/instance/next-hostname';
import { withMetricsEndpoint } from '../lib/runtime/metrics/endpoint';
import { countRequests } from '../lib/runtime/metrics/request-metrics';
import { guardRequests } from '../lib/runtime/instance/request-guards';
import { capSharedCacheLifetime } from '../lib/runtime/instance/shared-cache-lifetime';
import { reportMemoryOnSignal } from './lib/memory-report';
import { WARM_SETTLE_MS, warmShop } from './lib/warm';

async function main() {
  // Source maps off, as `next start` runs, even when NODE_OPTIONS turns them on: Node would read,
  // parse and keep the map of every module loaded afterwards (Next's page runtimes ship large maps,
  // the build's chunks one each), heap that stayed after the bench's load run (docs/performance.md).
  process.setSourceMapsEnabled(false);
  // `ps` and the bench name it as they name `next start`'s process (npm start's parent is `npm start`).
  process.title = 'next-server (scripts/server.ts)';
  const settings = settingsOrStop();
  limitHeapGrowth(settings.HEAP_GROWTH_PERCENT);
  routeConsoleToLog(log());
  const { values } = parseArgs({
    options: {
      port: { type: 'string', short: 'p' },
      hostname: { type: 'string', short: 'H' },
      keepAliveTimeout: { type: 'string' },
      build: { type: 'boolean' },
      'memory-report': { type: 'boolean' },
    },
  });
  if (values['memory-report']) reportMemoryOnSignal(log());
  const port = Number(values.port ?? settings.PORT ?? 3000);
  const hostname = values.hostname;
  const app = next({ dev: false, hostname: nextHostname(hostname), port });
  await app.prepare();
  const cached = capSharedCacheLifetime(app.getRequestHandler(), settings.SHARED_CACHE_MAX_AGE);
  const policy = contentSecurityPolicy(settings.PACKETA_API_KEY ? settings.PACKETA_WIDGET_URL : undefined);
  const pages = refuseForeignActions(withContentSecurityPolicy(cached, policy), { siteUrl: settings.SITE_URL, log: log() });
  // as next.config.mjs's `compress`: behind nginx, nginx compresses
  const handle = withApiFastPath(pages, { compress: !settings.BEHIND_NGINX, host: `${hostname ?? 'localhost'}:${port}` });
  const trustedProxies = trustedProxyList(settings.TRUSTED_PROXIES);
  const measured = countRequests(withMetricsEndpoint(handle, { trustedProxies, token: settings.METRICS_TOKEN }));
  const server = http.createServer(instrument(measured, { trustedProxies, log: log() }));
  if (values.keepAliveTimeout) server.keepAliveTimeout = Number(values.keepAliveTimeout);
  guardRequests(server, log());
  stopOnSignals(server, { delayMs: settings.SHUTDOWN_DELAY_MS, log: log() });
  const collections = collectWhenIdle(server, { ...IDLE_COLLECTION_DEFAULTS, log: log() });
  server.listen(port, hostname, () => {
    log().info({ port, hostname: hostname ?? 'all interfaces' }, 'shop listening');
    // Pages rendered now land in the shared cache every instance reads; without REDIS_URL they would
    // only fill this process's memory. /api/ready says "warming" meanwhile (docs/decisions/072-warm-cache.md).
    if (settings.REDIS_URL && settings.WARM_SECONDS > 0) {
      const own = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
      const origin = `http://${own.includes(':') ? `[${own}]` : own}:${port}`;
      warmShop(origin, {
        seconds: settings.WARM_SECONDS,
        shuffle: true,
        log: log(),
        // the warm's renders grew the heap to what a thousand pages in a row needed, and its last ones
        // hold part of it for some seconds more: give it back before traffic comes, and count the idle
        // collection's growth from here, not from before the warm
        beforeReady: async () => {
          await delay(WARM_SETTLE_MS);
          collections.collect('heap collection after the warm');
        },
      }).catch((error: unknown) => log().warn({ err: error }, 'warm: skipped, the shop could not be read'));
    }
  });
}

main().catch((error: unknown) => {
  log().fatal({ err: error }, 'the shop did not start');
  process.exit(1);
});
