/** @jest-environment node */
import { createMetrics } from '@/lib/runtime/metrics/registry.mjs';
import { histogramDiff, histogramOf, histogramQuantile } from '@/tests/bench/load/histogram';
import { parsePrometheusText, sumOf } from '@/tests/bench/load/prometheus-text';

/** The instance's own request histogram, in a registry of its own. */
function requestHistogram() {
  const { requestDuration: histogram, registry } = createMetrics();
  return { histogram, scrape: async () => parsePrometheusText(await registry.metrics()) };
}

describe('a scrape of prom-client text', () => {
  it('reads series with their labels, +Inf bounds included', async () => {
    const { histogram, scrape } = requestHistogram();
    histogram.observe({ kind: 'page', status: '200' }, 0.3);
    const samples = await scrape();
    expect(sumOf(samples, 'shop_http_request_duration_seconds_count', { kind: 'page' })).toBe(1);
    expect(sumOf(samples, 'shop_http_request_duration_seconds_bucket', { kind: 'page', le: '+Inf' })).toBe(1);
    expect(sumOf(samples, 'shop_http_request_duration_seconds_bucket', { kind: 'page', le: '0.25' })).toBe(0);
    expect(sumOf(samples, 'shop_http_request_duration_seconds_count', { kind: 'admin' })).toBe(0);
  });
});

describe('the requests between two scrapes', () => {
  it('are what the second scrape counted beyond the first, over every status of the kind', async () => {
    const { histogram, scrape } = requestHistogram();
    for (let k = 0; k < 50; k++) histogram.observe({ kind: 'page', status: '200' }, 4); // before the run: slow first renders
    histogram.observe({ kind: 'admin', status: '200' }, 0.02);
    const before = await scrape();
    for (let k = 0; k < 90; k++) histogram.observe({ kind: 'page', status: '200' }, 0.04);
    for (let k = 0; k < 10; k++) histogram.observe({ kind: 'page', status: '404' }, 0.2);
    const after = await scrape();

    const name = 'shop_http_request_duration_seconds';
    const run = histogramDiff(histogramOf(after, name, { kind: 'page' }), histogramOf(before, name, { kind: 'page' }));
    expect(run.count).toBe(100);
    expect(run.sum).toBeCloseTo(90 * 0.04 + 10 * 0.2);
    // 90 of 100 in (0.025, 0.05]: the median is inside it, the 95th in (0.1, 0.25], none near the 4 s before the run
    expect(histogramQuantile(run, 0.5)).toBeGreaterThan(0.025);
    expect(histogramQuantile(run, 0.5)).toBeLessThanOrEqual(0.05);
    expect(histogramQuantile(run, 0.95)).toBeGreaterThan(0.1);
    expect(histogramQuantile(run, 0.95)).toBeLessThanOrEqual(0.25);
    expect(histogramDiff(histogramOf(after, name, { kind: 'admin' }), histogramOf(before, name, { kind: 'admin' })).count).toBe(0);
  });
});

describe('histogramQuantile', () => {
  const buckets = (counts: Array<[number, number]>) => counts.map(([le, count]) => ({ le, count }));

  it('interpolates within the bucket the rank falls in, as Prometheus does', () => {
    const histogram = {
      buckets: buckets([
        [0.1, 0],
        [0.2, 10],
        [Infinity, 10],
      ]),
      count: 10,
      sum: 1.5,
    };
    expect(histogramQuantile(histogram, 0.5)).toBeCloseTo(0.15);
  });

  it('answers the highest finite bound when the rank falls beyond it', () => {
    const histogram = {
      buckets: buckets([
        [1, 5],
        [10, 5],
        [Infinity, 10],
      ]),
      count: 10,
      sum: 200,
    };
    expect(histogramQuantile(histogram, 0.99)).toBe(10);
  });

  it('answers NaN for no requests', () => {
    expect(histogramQuantile({ buckets: buckets([[Infinity, 0]]), count: 0, sum: 0 }, 0.5)).toBeNaN();
  });
});
