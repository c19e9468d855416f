import type { Server, ServerResponse } from 'node:http';
import type { Logger } from './log';
import { onResponseDone } from './response-done';

type Closer = () => Promise<void>;
type GlobalWithStop = typeof globalThis & { __storefrontStopping?: boolean; __storefrontClosers?: Closer[] };

// On globalThis: the instance server sets the flag, /api/ready (a Next bundle) reads it, and the
// database registers its closer from inside Next (instrumentation.ts).
const g = globalThis as GlobalWithStop;

/** True once the instance received SIGTERM/SIGINT: /api/ready then answers 503 so traffic moves away. */
export function isStopping(): boolean {
  return g.__storefrontStopping === true;
}

/** Registers something to close after the last request (the database pool); run in order of registration. */
export function onStop(closer: Closer): void {
  (g.__storefrontClosers ??= []).push(closer);
}

export interface StopOptions {
  /** How long the instance keeps serving after the signal, so a load balancer sees /api/ready fail first. */
  delayMs: number;
  /** How long requests in flight may take once the instance stops accepting; then they are cut (default 10 s). */
  drainMs?: number;
  log: Logger;
}

const DEFAULT_DRAIN_MS = 10_000;

/** The drain delay; `skip()` ends it early (a second signal: the operator wants the instance gone now). */
function delay(ms: number): { done: Promise<void>; skip: () => void } {
  let skip = () => {};
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    skip = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  return { done, skip };
}

/**
 * Keeps count of the responses in flight; once stopping, each answer closes its keep-alive
 * connection (and the idle ones are closed as soon as a response ends).
 */
function trackResponses(server: Server): Set<ServerResponse> {
  const inFlight = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    if (isStopping()) res.setHeader('Connection', 'close');
    onResponseDone(res, () => {
      inFlight.delete(res);
      if (isStopping()) server.closeIdleConnections();
    });
  });
  return inFlight;
}

/** Waits until the server has closed, or `ms` passed; true when it closed. */
async function closedWithin(server: Server, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const closed = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ms, false)));
  server.closeIdleConnections();
  const result = await Promise.race([closed, late]);
  clearTimeout(timer);
  return result;
}

/**
 * The stop sequence (docs/deploying.md, Stopping): not ready at once, keep serving for the delay, stop
 * accepting, let requests in flight finish (cut after the drain time), close the pools.
 */
async function stopGracefully(server: Server, inFlight: Set<ServerResponse>, pause: Promise<void>, options: StopOptions): Promise<void> {
  const { log, drainMs = DEFAULT_DRAIN_MS } = options;
  await pause;
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  const closed = closedWithin(server, drainMs); // stops accepting before the line below is written
  log.info({ inFlight: inFlight.size }, 'stopping: no new connections');
  if (!(await closed)) {
    log.warn({ cut: inFlight.size, drainMs }, 'stopping: requests still running were cut');
    server.closeAllConnections();
  }
  for (const close of g.__storefrontClosers ?? []) {
    await close().catch((error: unknown) => log.error({ err: error }, 'stopping: a pool did not close'));
  }
  log.info('stopped');
}

/**
 * Stops the instance gracefully on SIGTERM or SIGINT and exits 0. A second signal skips what is
 * left of the delay (the drain of requests in flight still happens).
 */
export function stopOnSignals(server: Server, options: StopOptions): void {
  const inFlight = trackResponses(server);
  let pause: ReturnType<typeof delay> | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (pause) {
      options.log.info({ signal }, 'stopping: delay skipped');
      return pause.skip();
    }
    g.__storefrontStopping = true;
    options.log.info({ signal, delayMs: options.delayMs }, 'stopping: /api/ready answers 503');
    pause = delay(options.delayMs);
    stopGracefully(server, inFlight, pause.done, options).then(
      () => process.exit(0),
      (error: unknown) => {
        options.log.error({ err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
