import type { RouteKind } from '../../../lib/runtime/metrics/request-metrics';
import { printTable } from '../figures';
import { histogramQuantile, type Histogram } from './histogram';
import type { InstanceFigures } from './instance-metrics';
import { ms } from './report';

const WHAT: Record<RouteKind, string> = {
  page: 'pages (HTML, RSC)',
  admin: '/admin/v1 calls',
  static: 'static files and media',
  api: '/api routes',
};

/** "n 1234: p50 12 ms, p95 40 ms, p99 300 ms" of a run's requests (interpolated within the histogram's buckets). */
function requestsCell(h: Histogram): string {
  if (h.count === 0) return 'none';
  const q = (p: number) => ms(1000 * histogramQuantile(h, p / 100));
  return `${h.count}: p50 ${q(50)}, p95 ${q(95)}, p99 ${q(99)}`;
}

const ratio = (hit: number, miss: number) => (hit + miss === 0 ? 'none' : `${((100 * hit) / (hit + miss)).toFixed(1)}% of ${hit + miss}`);

/**
 * The second load table: where each instance spent the run, from its /api/metrics scraped before
 * and after it (lib/runtime/metrics). Time in the shop per route kind, against the guest's time
 * in the first table, shows what queued in nginx or the load generator. null: no metrics.
 */
export function printInstanceReport(names: readonly string[], figures: ReadonlyArray<InstanceFigures | null>, seconds: number): void {
  console.log(`\nWhere the time went, per instance (its /api/metrics, scraped before and after the ${seconds} s run)`);
  if (figures.some((f) => f === null)) {
    console.log('An instance answered no /api/metrics (a build without decision 068, or not from a trusted address).');
    return;
  }
  const each = (cell: (f: InstanceFigures) => string) => (figures as InstanceFigures[]).map(cell);
  const rows = [
    ...(['page', 'admin', 'static'] as const).map((kind) => [`in the shop: ${WHAT[kind]}`, ...each((f) => requestsCell(f.requests[kind]))]),
    ["Next's shared page cache (Redis) hits", ...each((f) => ratio(f.pageCache.hit, f.pageCache.miss))],
    ["'use cache' data (Redis) hits", ...each((f) => ratio(f.dataCache.hit, f.dataCache.miss))],
    ['Redis errors', ...each((f) => String(f.redisErrors))],
    ['CPU', ...each((f) => `${f.cores.toFixed(2)} cores`)],
    [
      'garbage collection',
      ...each(
        (f) => `${f.gcSeconds.toFixed(1)} s (${((100 * f.gcSeconds) / seconds).toFixed(1)}% of the run); major ${f.majorGcs}, ${f.majorGcSeconds.toFixed(1)} s`,
      ),
    ],
    ['event-loop lag', ...each((f) => `p50 ${ms(f.lag.p50)}, p99 ${ms(f.lag.p99)}, max ${ms(f.lag.max)}`)],
    ['heap used / total at the end', ...each((f) => `${Math.round(f.heapUsedMb)} / ${Math.round(f.heapTotalMb)} MB`)],
    [
      'of the heap used: old / large objects / code / young',
      ...each((f) => [f.heapSpacesMb.old, f.heapSpacesMb.largeObject, f.heapSpacesMb.code, f.heapSpacesMb.young].map(Math.round).join(' / ') + ' MB'),
    ],
    ['outside the heap: Buffers and external memory', ...each((f) => `${Math.round(f.externalMb)} MB`)],
    ['RSS at the end (process_resident_memory_bytes)', ...each((f) => `${Math.round(f.rssMb)} MB`)],
    ['PostgreSQL pool: size, queries waiting at the end', ...each((f) => `${f.poolMax}, ${f.poolWaiting}`)],
  ];
  printTable(['figure', ...names], rows);
}
