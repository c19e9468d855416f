import { AsyncResource } from 'node:async_hooks';
import type { Server } from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Logger } from './log';
import { onResponseDone } from './response-done';

/** The heap as the idle collection sees it: V8's (`v8Heap()`), or a test's. */
export interface Heap {
  /** one reading of both figures */
  usage(): { used: number; total: number };
  /** a full collection, synchronous */
  collect(): void;
}

export interface IdleCollectionOptions {
  /** How long no request may be in flight before the instance collects. */
  quietMs: number;
  /** Heap growth since the last collection below which collecting is not worth its pause. */
  minGrowthBytes: number;
  log: Logger;
  /** default V8's */
  heap?: Heap;
}

export const IDLE_COLLECTION_DEFAULTS = { quietMs: 2_000, minGrowthBytes: 32 * 1024 * 1024 } as const;

const MB = 1024 * 1024;

let v8Collect: (() => void) | undefined;

/** V8's heap, with its full collection. */
export function v8Heap(): Heap {
  // As jest-leak-detector does: the flag makes V8 add `gc` to contexts created after it, so a new one
  // hands it over without starting Node with --expose-gc (the operator runs plain `node`).
  if (!v8Collect) {
    v8.setFlagsFromString('--expose-gc');
    v8Collect = vm.runInNewContext('gc') as () => void;
  }
  const fullCollection = v8Collect;
  // A full collection frees the load's garbage but leaves the live objects spread over the pages they
  // were allocated on, and V8 compacts only pages it judges worth it: after the bench's load run the
  // old space kept pages for several times its objects' size. Compacting this one collection moves the
  // survivors together, so the emptied pages go back to the system. The flag is read at each full
  // collection; turned off again, V8's own collections under load keep their heuristics.
  const collect = () => {
    v8.setFlagsFromString('--compact-on-every-full-gc');
    try {
      fullCollection();
    } finally {
      v8.setFlagsFromString('--no-compact-on-every-full-gc');
    }
  };
  const usage = () => {
    const stats = v8.getHeapStatistics();
    return { used: stats.used_heap_size, total: stats.total_heap_size };
  };
  return { usage, collect };
}

/**
 * One compacting full collection now, logged with the heap before and after as `what`; the heap's
 * size after it.
 */
function collectNow(log: Logger, heap: Heap, what: string): number {
  const before = heap.usage();
  const started = performance.now();
  heap.collect();
  const after = heap.usage();
  log.info(
    {
      heapUsedMb: [before.used, after.used].map((bytes) => Math.round(bytes / MB)),
      heapTotalMb: [before.total, after.total].map((bytes) => Math.round(bytes / MB)),
      ms: Math.round(performance.now() - started),
    },
    what,
  );
  return after.total;
}

/** The instance's collections: the idle one (below) runs on its own; `collect` is for a moment the instance knows is quiet. */
export interface IdleCollection {
  /**
   * A compacting full collection now, logged as `what`, from which the idle collection counts growth:
   * the warm at start (docs/decisions/072-warm-cache.md), done before the instance says ready.
   */
  collect(what: string): void;
}

/**
 * Gives the memory a burst of traffic left back once the instance falls quiet. V8 collects its old
 * generation only when the heap nears the limit it grew to under load, so an idle server keeps the
 * load's garbage: after the bench's load run next-server's RSS depended on whether a major
 * collection happened to run just before the last request, and a full collection brought it well
 * down (docs/performance.md). Browsers do the same on idle (V8's memory reducer, which Node leaves to the embedder).
 *
 * The collection runs once no request has been in flight for `quietMs`, and only when the heap grew
 * by `minGrowthBytes` since the last one: a load balancer's probes every few seconds never trigger
 * it, and a busy instance is never quiet, so it costs a request nothing but the rare one arriving
 * within the pause (tens of milliseconds) right after a burst.
 *
 * Growth is counted on the pages the heap holds, not on what its objects use: V8's own collections
 * under load free the objects but keep the pages, and those pages are the RSS the collection gives back.
 */
export function collectWhenIdle(server: Server, options: IdleCollectionOptions): IdleCollection {
  const heap = options.heap ?? v8Heap();
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  let heapAfterLast = heap.usage().total;

  const collect = (what: string) => {
    heapAfterLast = collectNow(options.log, heap, what);
  };
  const collectIfGrown = () => {
    if (heap.usage().total - heapAfterLast < options.minGrowthBytes) return;
    collect('idle heap collection');
  };

  // Scheduled in the context collectWhenIdle runs in, not the last request's: its log line is the
  // instance's, without that request's id.
  const scheduleCollection = AsyncResource.bind(() => {
    timer = setTimeout(collectIfGrown, options.quietMs);
    timer.unref();
  });
  server.on('request', (_req, res) => {
    inFlight += 1;
    clearTimeout(timer);
    onResponseDone(res, () => {
      inFlight -= 1;
      if (inFlight === 0) scheduleCollection();
    });
  });
  return { collect };
}
