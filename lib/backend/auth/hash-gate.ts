import 'server-only';
import { availableParallelism } from 'node:os';
import { BUSY_ERROR } from '@/lib/api/errors';
import { settings } from '@/lib/config/env';
import { fail } from '../http';

/**
 * Password hashing is the one CPU-bound thing a request can ask for. At most one hash per core
 * runs at a time (argon2 with p=1 uses one core; more at once only makes each slower), and never
 * all of the libuv pool's threads (UV_THREADPOOL_SIZE, Node's default 4), which file I/O also
 * needs; the rest wait in a bounded queue for a bounded time. A request that cannot get a slot is
 * answered 503 at once, well before the proxy's upstream timeout, so a rush never ends in a 504
 * whose work (a new session) nobody receives.
 */
const { UV_THREADPOOL_SIZE, UPSTREAM_TIMEOUT_MS } = settings();
export const HASH_SLOTS = Math.max(1, Math.min(availableParallelism(), UV_THREADPOOL_SIZE - 1));
/** Waiting requests beyond this are refused at once: about 1.5 s of argon2 work on two cores. */
export const HASH_QUEUE = 64;
/**
 * The longest a request waits for a slot (an old 1 s scrypt hash ahead of it makes waits long):
 * 4 s, or less when the proxy's UPSTREAM_TIMEOUT_MS in the same environment is shorter than 8 s.
 */
export const HASH_WAIT_MS = Math.min(4_000, UPSTREAM_TIMEOUT_MS / 2);
/** What a refused client is told to wait: a rush's queue drains within a couple of seconds. */
const RETRY_AFTER_SECONDS = 2;

let running = 0;
const waiting: Array<() => void> = [];

/** Resolves true with a slot taken, false when the queue is full or the wait ran out. */
function acquire(): Promise<boolean> {
  if (running < HASH_SLOTS) {
    running += 1;
    return Promise.resolve(true);
  }
  if (waiting.length >= HASH_QUEUE) return Promise.resolve(false);
  return new Promise((resolve) => {
    const grant = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(grant), 1);
      resolve(false);
    }, HASH_WAIT_MS);
    waiting.push(grant);
  });
}

function release(): void {
  const next = waiting.shift();
  // the slot passes straight to the next waiter, so `running` stays as it is
  if (next) next();
  else running -= 1;
}

/** 503 + Retry-After with `messages.busy.tryAgain` ("many customers are signing in"), sent before any session is made. */
export function hashingBusy(): Response {
  return fail(503, [BUSY_ERROR], { 'Retry-After': String(RETRY_AFTER_SECONDS) });
}

/**
 * Runs `work` (password hashing or checking) in a hashing slot: `{ value }`, or `{ response }`
 * with the 503 when no slot came free in time; then `work` has not run.
 */
export async function inHashSlot<T>(work: () => Promise<T>): Promise<{ value: T } | { response: Response }> {
  if (!(await acquire())) return { response: hashingBusy() };
  try {
    return { value: await work() };
  } finally {
    release();
  }
}
