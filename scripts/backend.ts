/**
 * `npm run backend`: the embedded reference backend alone over HTTP (default port 4000),
 * so the storefront's proxy path (API_URL) can be run and tested against a separate process.
 */
import './lib/check-settings';
import http from 'node:http';
import { Readable } from 'node:stream';
import { settings } from '../lib/config/env';
import { routeConsoleToLog } from '../lib/instance/console-to-log';
import { onStop, stopOnSignals } from '../lib/instance/graceful-stop';
import { instrument } from '../lib/instance/instrument';
import { log } from '../lib/instance/log';
import { prepareData } from './lib/run';

function toRequest(req: http.IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(origin + (req.url ?? '/'), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

async function send(res: http.ServerResponse, response: Response) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

async function main() {
  await prepareData();
  routeConsoleToLog(log());
  const { handleBackendRequest } = await import('@/lib/backend');
  const { getDb } = await import('@/lib/backend/db/client');
  const { closeBackend } = await import('@/lib/backend/close');
  await getDb(); // open (and lock) before accepting requests
  const { startMailSender } = await import('@/lib/backend/mail/outbox-worker');
  startMailSender();
  const port = settings().PORT ?? 4000;
  const host = settings().HOST;
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
    handleBackendRequest(toRequest(req, `${proto}://${req.headers.host ?? `${host}:${port}`}`))
      .then((response) => send(res, response))
      .catch((error: unknown) => {
        log().error({ err: error }, 'backend: the answer could not be sent');
        if (!res.headersSent) res.writeHead(500).end();
      });
  };
  // The same request ids, log lines, client address and stop sequence as the shop's instance server.
  const server = http.createServer(instrument(handle, { trustedProxyHops: settings().TRUSTED_PROXY_HOPS, log: log() }));
  onStop(closeBackend);
  stopOnSignals(server, { delayMs: settings().SHUTDOWN_DELAY_MS, log: log() });
  server.listen(port, host, () => log().info({ url: `http://${host}:${port}/admin/v1` }, 'embedded backend listening'));
}

main().catch((error: unknown) => {
  log().fatal({ err: error }, 'the backend did not start');
  process.exit(1);
});
