/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isWarming, warmCache, whileWarming } from '@/lib/runtime/warm/warm-cache';
import { capturedLogger } from '../../../../support/captured-log';

/** A shop that answers each path after `delayMs`: 404 for /gone, 200 otherwise; it counts requests at once. */
function shop(delayMs: number) {
  const asked: string[] = [];
  let inFlight = 0;
  let most = 0;
  const server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    most = Math.max(most, ++inFlight);
    setTimeout(() => {
      inFlight--;
      res.statusCode = req.url === '/gone' ? 404 : 200;
      res.end('<html></html>');
    }, delayMs);
  });
  return new Promise<{ origin: string; asked: string[]; most: () => number; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        asked,
        most: () => most,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      }),
    ),
  );
}

describe('warming the shared cache', () => {
  it('asks for every path in order, never more at once than allowed, and counts what failed', async () => {
    const s = await shop(20);
    const { logger, parsed } = capturedLogger();
    const paths = ['/', '/category/a', '/gone', '/product/b', '/product/c'];
    const result = await warmCache({ origin: s.origin, paths, concurrency: 2, boundMs: 10_000, log: logger });
    s.close();
    expect(s.asked).toEqual(paths);
    expect(s.most()).toBe(2);
    expect(result).toMatchObject({ warmed: 4, failed: 1, left: 0 });
    expect(parsed().some((line) => String(line.msg).startsWith('warm: 4 pages'))).toBe(true);
  });

  it('asks for the page an answer names right after it, before the rest', async () => {
    const s = await shop(5);
    const { logger } = capturedLogger();
    const follow = (path: string) => (path === '/category/a' ? '/category/a?pg=2' : null);
    await warmCache({ origin: s.origin, paths: ['/category/a', '/product/b'], concurrency: 1, boundMs: 10_000, log: logger, follow });
    s.close();
    expect(s.asked).toEqual(['/category/a', '/category/a?pg=2', '/product/b']);
  });

  it('starts no request after the time bound, and says how many it left', async () => {
    const s = await shop(100);
    const { logger } = capturedLogger();
    const paths = Array.from({ length: 50 }, (_, i) => `/product/${i}`);
    const result = await warmCache({ origin: s.origin, paths, concurrency: 1, boundMs: 250, log: logger });
    s.close();
    expect(s.asked.length).toBeLessThanOrEqual(4);
    expect(result.left).toBe(50 - s.asked.length);
  });

  it('counts a shop that does not answer as failed pages, not as a crash', async () => {
    const { logger } = capturedLogger();
    const result = await warmCache({ origin: 'http://127.0.0.1:9', paths: ['/', '/blog'], concurrency: 2, boundMs: 5000, log: logger });
    expect(result).toMatchObject({ warmed: 0, failed: 2, left: 0 });
  });

  it('says the process is warming from the first step to the last, also when a step fails', async () => {
    expect(isWarming()).toBe(false);
    const seen: boolean[] = [];
    await whileWarming(async () => seen.push(isWarming()));
    await expect(whileWarming(() => Promise.reject(new Error('sitemap gone')))).rejects.toThrow('sitemap gone');
    expect(seen).toEqual([true]);
    expect(isWarming()).toBe(false);
  });
});
