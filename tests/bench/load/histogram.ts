import { sumOf, type Sample } from './prometheus-text';

/** A Prometheus histogram: cumulative counts per upper bound (`le`, +Inf last), its count and sum. */
export interface Histogram {
  buckets: ReadonlyArray<{ le: number; count: number }>;
  count: number;
  sum: number;
}

/**
 * The histogram `name` of a scrape, summed over every series whose labels include `where` (all
 * statuses of one route kind, say). Series of one histogram share their bounds (prom-client).
 */
export function histogramOf(samples: readonly Sample[], name: string, where: Readonly<Record<string, string>> = {}): Histogram {
  const bounds = [...new Set(samples.filter((s) => s.name === `${name}_bucket` && s.labels.le !== undefined).map((s) => s.labels.le!))];
  const buckets = bounds
    .map((le) => ({ le: Number(le === '+Inf' ? Infinity : le), count: sumOf(samples, `${name}_bucket`, { ...where, le }) }))
    .sort((a, b) => a.le - b.le);
  return { buckets, count: sumOf(samples, `${name}_count`, where), sum: sumOf(samples, `${name}_sum`, where) };
}

/** What was observed between two scrapes of one process: `after` less `before` (a bucket missing before counts 0). */
export function histogramDiff(after: Histogram, before: Histogram): Histogram {
  const earlier = new Map(before.buckets.map((b) => [b.le, b.count]));
  return {
    buckets: after.buckets.map((b) => ({ le: b.le, count: b.count - (earlier.get(b.le) ?? 0) })),
    count: after.count - before.count,
    sum: after.sum - before.sum,
  };
}

/**
 * The q-quantile (0–1) as Prometheus' histogram_quantile estimates it: linear within the bucket
 * the rank falls in (from 0 for the first); the highest finite bound when it falls in +Inf; NaN when empty.
 */
export function histogramQuantile(histogram: Histogram, q: number): number {
  if (histogram.count <= 0) return NaN;
  const rank = q * histogram.count;
  let lower = 0;
  let below = 0;
  for (const { le, count } of histogram.buckets) {
    if (count >= rank) {
      if (le === Infinity) return lower;
      return count === below ? le : lower + ((le - lower) * (rank - below)) / (count - below);
    }
    lower = le;
    below = count;
  }
  return lower;
}
