/** @jest-environment node */
import net from 'node:net';
import { optional } from '@/lib/runtime/next-cache/outage-guard.mjs';
import { freeLoopTimeout } from '@/lib/runtime/next-cache/free-loop-timeout.mjs';

/** Holds the event loop as a long render does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** A server on the loopback that answers every line at once, as the cache server does. */
async function echoServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer((socket) => socket.on('data', (data) => socket.write(data)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** One request and its answer over `socket`. */
const ask = (socket: net.Socket, text: string) =>
  new Promise<string>((resolve) => {
    socket.once('data', (data) => resolve(data.toString()));
    socket.write(text);
  });

describe('the shared cache outage guard under a busy event loop', () => {
  let server: Awaited<ReturnType<typeof echoServer>>;
  let socket: net.Socket;
  beforeAll(async () => {
    server = await echoServer();
    socket = net.connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
  });
  afterAll(async () => {
    socket.destroy();
    await server.close();
  });

  it('takes an answer that arrived while a render held the loop past the timeout, and keeps using the cache after it', async () => {
    const read = optional('a page read', () => ask(socket, 'page'), 'fallback');
    busy(1500);
    expect(await read).toBe('page');
    // no pause started: the next read goes to the server too
    expect(await optional('a page read', () => ask(socket, 'next'), 'fallback')).toBe('next');
  });

  it('takes an answer that needs a second round trip after the loop was held (a read, then its tags)', async () => {
    const read = optional('a page read', async () => (await ask(socket, 'entry')) + (await ask(socket, '+tags')), 'fallback');
    busy(1500);
    expect(await read).toBe('entry+tags');
  });

  it('still gives up on a server that does not answer, about a second of free loop later', async () => {
    const started = performance.now();
    const silent = optional('a page read', () => new Promise<string>(() => undefined), 'fallback');
    expect(await silent).toBe('fallback');
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    // and then pauses: a read is not even tried
    let tried = false;
    expect(await optional('a page read', async () => ((tried = true), 'page'), 'fallback')).toBe('fallback');
    expect(tried).toBe(false);
  });
});

describe('a timeout in free loop time', () => {
  it('counts a second the loop was held as at most a tick', async () => {
    const timeout = freeLoopTimeout(300);
    const started = performance.now();
    busy(1000);
    const afterBusy = performance.now();
    await timeout.elapsed;
    // a wall-clock timer would have fired at once after the busy second; here most of 300 ms is still to come
    expect(performance.now() - afterBusy).toBeGreaterThanOrEqual(150);
    expect(performance.now() - started).toBeLessThan(2500);
  });

  it('never resolves once cancelled, and keeps no process alive', async () => {
    const timeout = freeLoopTimeout(50);
    let resolved = false;
    void timeout.elapsed.then(() => (resolved = true));
    timeout.cancel();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(resolved).toBe(false);
  });
});
