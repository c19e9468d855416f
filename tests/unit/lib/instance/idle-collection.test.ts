/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectWhenIdle } from '@/lib/instance/idle-collection';
import { requestContext } from '@/lib/instance/request-context';
import { capturedLogger } from '../../../support/captured-log';

const QUIET_MS = 150;
const MB = 1024 * 1024;

/** Garbage the size of a burst of rendering: strings no one keeps, promoted past the young generation. */
let kept: string[][] = [];
function allocateGarbage(megabytes: number) {
  kept = [];
  for (let i = 0; i < megabytes; i += 1) kept.push(Array.from({ length: 1024 }, (_, j) => `${i}-${j}-${'x'.repeat(1000)}`));
}

async function startServer(handler: http.RequestListener) {
  const captured = capturedLogger();
  // as the instance server runs every request: in its request context (log lines carry its id)
  const server = http.createServer((req, res) => requestContext().run({ requestId: 'burst-request' }, () => handler(req, res)));
  collectWhenIdle(server, { quietMs: QUIET_MS, minGrowthBytes: 16 * MB, log: captured.logger });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string) =>
    new Promise<void>((resolve, reject) => http.get(base + path, { agent: false }, (res) => res.resume().on('end', resolve)).on('error', reject));
  const collections = () => captured.parsed().filter((line) => line.msg === 'idle heap collection');
  return { get, collections, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an instance that falls quiet after a burst', () => {
  it('collects the garbage the burst left once no request has been in flight for the quiet time, and logs what it gave back', async () => {
    const server = await startServer((req, res) => {
      if (req.url === '/burst') allocateGarbage(64);
      kept = []; // the response keeps nothing: what the burst made is garbage
      res.end('ok');
    });
    try {
      await server.get('/burst');
      await sleep(QUIET_MS / 3);
      expect(server.collections()).toHaveLength(0); // not before the quiet time
      await sleep(QUIET_MS * 3);
      const [line] = server.collections();
      expect(line).toBeDefined();
      const [before, after] = line!.heapUsedMb as [number, number];
      expect(before - after).toBeGreaterThanOrEqual(48);
      expect(line!.reqId).toBeUndefined(); // the instance's line, not the last request's
    } finally {
      await server.close();
    }
  });

  it('waits for the last request in flight, and leaves small growth such as health probes alone', async () => {
    let release = () => {};
    const server = await startServer((req, res) => {
      if (req.url === '/slow') release = () => res.end('ok');
      else {
        if (req.url === '/burst') allocateGarbage(64);
        kept = [];
        res.end('ok');
      }
    });
    try {
      const slow = server.get('/slow');
      await server.get('/burst');
      await sleep(QUIET_MS * 3);
      expect(server.collections()).toHaveLength(0); // /slow is still in flight
      release();
      await slow;
      await sleep(QUIET_MS * 3);
      expect(server.collections()).toHaveLength(1);
      for (let probe = 0; probe < 5; probe += 1) {
        await server.get('/api/ready');
        await sleep(QUIET_MS * 2);
      }
      expect(server.collections()).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
