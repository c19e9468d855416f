import { AsyncResource } from 'node:async_hooks';
import type { Server } from 'node:http';
import { constants, PerformanceObserver } from 'node:perf_hooks';
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
  /** Calls `listener` after each full collection V8 runs on its own (or any other), with the heap's use after it. */
  onFullCollection(listener: (usedAfter: number) => void): void;
}

export interface IdleCollectionOptions {
  /** How long no request may be in flight before the instance collects. */
  quietMs: number;
  /** What a collection could give back, beyond what one just after the last gave back, below which it is not worth its pause. */
  minReclaimableBytes: number;
  log: Logger;
  /** default V8's */
  heap?: Heap;
}

export const IDLE_COLLECTION_DEFAULTS = { quietMs: 2_000, minReclaimableBytes: 32 * 1024 * 1024 } as const;

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
  const onFullCollection = (listener: (usedAfter: number) => void) => {
    // Node reports each collection after it ran; the heap's use read then is what survived it, plus
    // what was allocated in between (little: the entry comes on the next turn of the loop).
    new PerformanceObserver((entries) => {
      const full = entries
        .getEntries()
        .some((entry: PerformanceEntry & { detail?: { kind?: number } }) => entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
      if (full) listener(usage().used);
    }).observe({ entryTypes: ['gc'] });
  };
  return { usage, collect, onFullCollection };
}

/**
 * One compacting full collection now, logged with the heap before and after as `what`; the heap's
 * size after it.
 */
function collectNow(log: Logger, heap: Heap, what: string): { used: number; total: number } {
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
  return after;
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
 * The collection runs once no request has been in flight for `quietMs`, and only when it could give
 * back `minReclaimableBytes` more than one right after the last would: the heap's pages (its total) less
 * what survived the latest full collection, V8's own ones under load included. A load balancer's
 * probes every few seconds never trigger it, and a busy instance is never quiet, so it costs a
 * request nothing but the rare one arriving within the pause (tens of milliseconds) right after a burst.
 *
 * Neither the heap's use nor its total since the last collection tell that alone: V8's collections
 * under load free the objects but keep their pages (the use falls, the RSS does not), and they reuse
 * the pages a collection found alive, such as what the warm's renders still held when it ended (the
 * total does not grow past it). After the cluster's load run one instance kept 720 MB so.
 */
export function collectWhenIdle(server: Server, options: IdleCollectionOptions): IdleCollection {
  const heap = options.heap ?? v8Heap();
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  const start = heap.usage();
  /** what survived the latest full collection */
  let live = start.used;
  /** the pages beyond the live objects right after the last collection: what a collection cannot give back */
  let floor = start.total - start.used;
  heap.onFullCollection((usedAfter) => (live = usedAfter));

  const collect = (what: string) => {
    const after = collectNow(options.log, heap, what);
    live = after.used;
    floor = after.total - after.used;
  };
  const collectIfWorth = () => {
    if (heap.usage().total - live - floor < options.minReclaimableBytes) return;
    collect('idle heap collection');
  };

  // Scheduled in the context collectWhenIdle runs in, not the last request's: its log line is the
  // instance's, without that request's id.
  const scheduleCollection = AsyncResource.bind(() => {
    timer = setTimeout(collectIfWorth, options.quietMs);
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
