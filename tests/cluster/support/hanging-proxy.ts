import http from 'node:http';
import type { Socket } from 'node:net';

/** A proxy in front of a backend that can leave the calls under one path unanswered. */
export interface HangingProxy {
  url: string;
  /** calls under `prefix` get no answer while true (the socket stays open, as a stuck backend's would) */
  hanging: boolean;
  /** how many calls under `prefix` arrived */
  asked: number;
  close(): Promise<void>;
}

/**
 * Listens on 127.0.0.1:`port` and forwards every request to `target` (http://host:port) as it came,
 * except those whose path starts with `prefix` while `hanging` is set: these are held open until
 * the client gives up or the proxy closes.
 */
export async function startHangingProxy(port: number, target: string, prefix: string): Promise<HangingProxy> {
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (path.startsWith(prefix)) {
      proxy.asked += 1;
      if (proxy.hanging) return;
    }
    const upstream = http.request(new URL(path, target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const proxy: HangingProxy = {
    url: `http://127.0.0.1:${port}`,
    hanging: true,
    asked: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return proxy;
}
