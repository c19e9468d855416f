/**
 * `npm run backend`: the embedded reference backend alone over HTTP (default port 4000),
 * so the storefront's proxy path (API_URL) can be run and tested against a separate process.
 */
import './lib/check-settings';
import http from 'node:http';
import { settings } from '../lib/runtime/config/env';
import { routeConsoleToLog } from '../lib/runtime/instance/console-to-log';
import { onStop, stopOnSignals } from '../lib/runtime/instance/graceful-stop';
import { trustedProxyList } from '../lib/runtime/instance/forwarded-for';
import { instrument } from '../lib/runtime/instance/instrument';
import { log } from '../lib/runtime/instance/log';
import { guardRequests } from '../lib/runtime/instance/request-guards';
import { inServerSpan } from '../lib/runtime/tracing/spans';
import { requestOrigin, send, toRequest } from '../lib/runtime/instance/web-exchange';
import { prepareData } from './lib/run';

async function main() {
  await prepareData();
  routeConsoleToLog(log());
  // Traces only with the setting (as instrumentation.ts), before the database opens so its statements trace
  if (settings().OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import('../lib/runtime/tracing/start');
    await startTracing('storefront-backend');
  }
  const { handleBackendRequest } = await import('@/lib/backend');
  const { getDb } = await import('@/lib/backend/db/client');
  const { closeBackend } = await import('@/lib/backend/close');
  await getDb(); // open (and lock) before accepting requests
  const { startMailSender } = await import('@/lib/backend/mail/outbox-worker');
  startMailSender();
  const port = settings().PORT ?? 4000;
  const host = settings().HOST;
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const request = toRequest(req, requestOrigin(req, `${host}:${port}`));
    // a child of the storefront's backend call when it sends traceparent
    const attributes = { 'http.request.method': request.method, 'url.path': new URL(request.url).pathname };
    inServerSpan(
      `${request.method} /admin/v1`,
      req.headers,
      attributes,
      () => handleBackendRequest(request),
      (response, span) => span.setAttribute('http.response.status_code', response.status),
    )
      .then((response) => send(res, response))
      .catch((error: unknown) => {
        log().error({ err: error }, 'backend: the answer could not be sent');
        if (!res.headersSent) res.writeHead(500).end();
      });
  };
  // The same request ids, log lines, client address and stop sequence as the shop's instance server.
  const server = http.createServer(instrument(handle, { trustedProxies: trustedProxyList(settings().TRUSTED_PROXIES), log: log() }));
  onStop(closeBackend);
  guardRequests(server, log());
  stopOnSignals(server, { delayMs: settings().SHUTDOWN_DELAY_MS, log: log() });
  server.listen(port, host, () => log().info({ url: `http://${host}:${port}/admin/v1` }, 'embedded backend listening'));
}

main().catch((error: unknown) => {
  log().fatal({ err: error }, 'the backend did not start');
  process.exit(1);
});
