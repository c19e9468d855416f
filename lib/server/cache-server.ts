import 'server-only';
import { createClient } from 'redis';

/**
 * Whether the shared cache server (Redis/Valkey at REDIS_URL) answers PING within `timeoutMs`.
 * A fresh connection per probe, never retried or queued: the probe reports what a new request
 * would find. Never throws: a load balancer only needs yes or no.
 */
export async function cacheServerAnswers(url: string, timeoutMs: number): Promise<boolean> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: false },
  });
  // without a listener a refused connection would be an uncaught 'error' event
  client.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = client
    .connect()
    .then(() => client.ping())
    .then((answer) => answer === 'PONG')
    .catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
    // disconnect (not quit): closes at once, also a connection still being made
    await client.disconnect().catch(() => undefined);
  }
}
