/**
 * `npm run backend`: the embedded reference backend alone over HTTP (default port 4000),
 * so the storefront's proxy path (API_URL) can be run and tested against a separate process.
 */
import './lib/check-settings';
import http from 'node:http';
import { Readable } from 'node:stream';
import { settings } from '../lib/config/env';
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
  const { handleBackendRequest } = await import('@/lib/backend');
  const { getDb } = await import('@/lib/backend/db/client');
  await getDb(); // open (and lock) before accepting requests
  const { startMailSender, stopMailSender } = await import('@/lib/backend/mail/outbox-worker');
  startMailSender();
  const port = settings().PORT ?? 4000;
  const host = settings().HOST;
  const server = http.createServer((req, res) => {
    const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
    handleBackendRequest(toRequest(req, `${proto}://${req.headers.host ?? `${host}:${port}`}`))
      .then((response) => send(res, response))
      .catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500).end();
      });
  });
  server.listen(port, host, () => console.log(`Embedded backend on http://${host}:${port}/admin/v1`));
  const stop = () => server.close(() => void stopMailSender().finally(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
