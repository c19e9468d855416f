import type { RouteKind } from '../../../lib/runtime/metrics/request-metrics';
import { lagBeyondTick, type LoopLag } from './generator';
import { histogramDiff, histogramOf, type Histogram } from './histogram';
import { parsePrometheusText, sumOf, type Sample } from './prometheus-text';

export const ROUTE_KINDS: readonly RouteKind[] = ['page', 'admin', 'static', 'api'];

/** What one instance's /api/metrics (lib/runtime/metrics) says of a run: two scrapes, before and after it. */
export interface InstanceFigures {
  /** requests the instance answered during the run by route kind, from its own first byte read to its last written */
  requests: Record<RouteKind, Histogram>;
  /** CPU the instance used, in cores over the run */
  cores: number;
  /** garbage collection during the run: seconds paused, of which in major collections, and how many major ones */
  gcSeconds: number;
  majorGcSeconds: number;
  majorGcs: number;
  /** event-loop lag over the run (prom-client resets its monitor at each scrape), ms beyond the tick */
  lag: LoopLag;
  /** at the end of the run, MB */
  heapUsedMb: number;
  heapTotalMb: number;
  /** the heap used at the end by V8's spaces: old objects, large objects (one per page: big strings, arrays), code, the young */
  heapSpacesMb: { old: number; largeObject: number; code: number; young: number };
  /** outside the heap at the end: Buffers and other external memory, of which ArrayBuffers */
  externalMb: number;
  rssMb: number;
  /** shared cache (Redis) reads during the run: Next's page cache and 'use cache' data */
  pageCache: { hit: number; miss: number };
  dataCache: { hit: number; miss: number };
  redisErrors: number;
  /** the PostgreSQL pool at the end: its size, and queries waiting for a connection */
  poolMax: number;
  poolWaiting: number;
}

const MB = 1024 * 1024;

const spaceMb = (samples: readonly Sample[], space: string) => sumOf(samples, 'nodejs_heap_space_size_used_bytes', { space }) / MB;

/** The figures of a run between two scrapes of one instance, `seconds` apart. */
export function runFigures(before: readonly Sample[], after: readonly Sample[], seconds: number): InstanceFigures {
  const delta = (name: string, where: Record<string, string> = {}) => sumOf(after, name, where) - sumOf(before, name, where);
  const requests = Object.fromEntries(
    ROUTE_KINDS.map((kind) => {
      const name = 'shop_http_request_duration_seconds';
      return [kind, histogramDiff(histogramOf(after, name, { kind }), histogramOf(before, name, { kind }))];
    }),
  ) as Record<RouteKind, Histogram>;
  const lagMs = (name: string) => lagBeyondTick(1000 * sumOf(after, name));
  const cache = (kind: string) => ({
    hit: delta('shop_shared_cache_lookups_total', { cache: kind, result: 'hit' }),
    miss: delta('shop_shared_cache_lookups_total', { cache: kind, result: 'miss' }),
  });
  return {
    requests,
    cores: delta('process_cpu_seconds_total') / seconds,
    gcSeconds: delta('nodejs_gc_duration_seconds_sum'),
    majorGcSeconds: delta('nodejs_gc_duration_seconds_sum', { kind: 'major' }),
    majorGcs: delta('nodejs_gc_duration_seconds_count', { kind: 'major' }),
    lag: { p50: lagMs('nodejs_eventloop_lag_p50_seconds'), p99: lagMs('nodejs_eventloop_lag_p99_seconds'), max: lagMs('nodejs_eventloop_lag_max_seconds') },
    heapUsedMb: sumOf(after, 'nodejs_heap_size_used_bytes') / MB,
    heapTotalMb: sumOf(after, 'nodejs_heap_size_total_bytes') / MB,
    heapSpacesMb: {
      old: spaceMb(after, 'old'),
      largeObject: spaceMb(after, 'large_object'),
      code: spaceMb(after, 'code') + spaceMb(after, 'code_large_object'),
      young: spaceMb(after, 'new') + spaceMb(after, 'new_large_object'),
    },
    externalMb: sumOf(after, 'nodejs_external_memory_bytes') / MB,
    rssMb: sumOf(after, 'process_resident_memory_bytes') / MB,
    pageCache: cache('page'),
    dataCache: cache('data'),
    redisErrors: delta('shop_shared_cache_errors_total'),
    poolMax: sumOf(after, 'shop_db_pool_connections', { state: 'max' }),
    poolWaiting: sumOf(after, 'shop_db_pool_waiting_queries'),
  };
}

/**
 * One scrape of `GET <url>/api/metrics`, from the loopback (in TRUSTED_PROXIES by default);
 * null when the instance has no metrics (a build before decision 068) or refused.
 */
export async function scrapeMetrics(url: string): Promise<Sample[] | null> {
  const response = await fetch(`${url}/api/metrics`).catch(() => null);
  if (!response?.ok || !/^text\/plain/.test(response.headers.get('content-type') ?? '')) return null;
  return parsePrometheusText(await response.text());
}
