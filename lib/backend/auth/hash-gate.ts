import 'server-only';
import { availableParallelism } from 'node:os';
import { BUSY_ERROR } from '@/lib/contract/errors';
import { settings } from '@/lib/runtime/config/env';
import { metrics } from '@/lib/runtime/metrics/registry.mjs';
import { fail } from '../http';

/**
 * Password hashing is the one CPU-bound thing a request can ask for. At most one hash per core
 * runs at a time (argon2 with p=1 uses one core; more at once only makes each slower), and never
 * all of the libuv pool's threads (UV_THREADPOOL_SIZE, Node's default 4), which file I/O also
 * needs. The rest wait in a queue bounded by work, not by the clock: it holds as many hashes as
 * the slots finish in HASH_QUEUE_WORK_MS at HASH_COST_MS each, and a request that finds it full is
 * answered 503 at once. One that got in waits its turn however busy the machine is (a neighbour
 * slowing every hash is no reason to refuse work already accepted), up to a last-resort deadline
 * short of the proxy's upstream timeout, so a rush never ends in a 504 whose work (a new session)
 * nobody receives.
 */
const { UV_THREADPOOL_SIZE, UPSTREAM_TIMEOUT_MS } = settings();
export const HASH_SLOTS = Math.max(1, Math.min(availableParallelism(), UV_THREADPOOL_SIZE - 1));
/** One argon2id check (m = 19 MiB, t = 2) on one idle core, as measured (docs/performance.md), rounded up. */
export const HASH_COST_MS = 40;
/** The stated wait: the queue holds about 1.5 s of hashing work, however many slots do it. */
export const HASH_QUEUE_WORK_MS = 1_500;
/** Waiting places that make up that work: 75 on two cores, so a rush of 40 sign-ins all get in. */
export const hashQueueFor = (slots: number) => Math.floor((HASH_QUEUE_WORK_MS * slots) / HASH_COST_MS);
export const HASH_QUEUE = hashQueueFor(HASH_SLOTS);
/**
 * The longest an accepted request waits for a slot before it is refused after all: only on a
 * machine so loaded that the queue's 1.5 s of work takes many times that. It leaves 2 s of the
 * proxy's UPSTREAM_TIMEOUT_MS (8 s of the default 10 s) for the hash and the session, and never
 * less than half of it.
 */
export const HASH_WAIT_MS = Math.max(UPSTREAM_TIMEOUT_MS - 2_000, UPSTREAM_TIMEOUT_MS / 2);
/** What a refused client is told to wait: the full queue's work, rounded up to whole seconds. */
const RETRY_AFTER_SECONDS = Math.ceil(HASH_QUEUE_WORK_MS / 1000);

let running = 0;
const waiting: Array<() => void> = [];

/** How many hashes wait for a slot and how many run: read by the metrics on a scrape. */
function hashQueueState(): { waiting: number; running: number } {
  return { waiting: waiting.length, running };
}

/** Resolves true with a slot taken, false when the queue is full or the last-resort deadline passed. */
function acquire(): Promise<boolean> {
  // the copy of this module that hashes is the one to read: Next's bundles may each load their own
  metrics().sources.hashQueue = hashQueueState;
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
