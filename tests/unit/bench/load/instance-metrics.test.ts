/** @jest-environment node */
import { createMetrics } from '@/lib/runtime/metrics/registry.mjs';
import { histogramQuantile } from '@/tests/bench/load/histogram';
import { runFigures } from '@/tests/bench/load/instance-metrics';
import { parsePrometheusText } from '@/tests/bench/load/prometheus-text';

/** An instance's registry (lib/runtime/metrics/registry.mjs), of its own: the request and shared-cache series and the process figures. */
function instanceRegistry() {
  const { requestDuration: requests, sharedCacheLookups: lookups, registry } = createMetrics();
  return { requests, lookups, scrape: async () => parsePrometheusText(await registry.metrics()) };
}

describe("an instance's figures over a run", () => {
  it('counts only what happened between the scrapes, and reads memory at the end', async () => {
    const { requests, lookups, scrape } = instanceRegistry();
    requests.observe({ kind: 'page', status: '200' }, 3);
    lookups.inc({ cache: 'page', result: 'miss' }, 7);
    const before = await scrape();
    for (let k = 0; k < 20; k++) requests.observe({ kind: 'admin', status: '200' }, 0.03);
    requests.observe({ kind: 'page', status: '200' }, 0.2);
    lookups.inc({ cache: 'page', result: 'hit' }, 4);
    lookups.inc({ cache: 'page', result: 'miss' }, 1);
    const after = await scrape();

    const figures = runFigures(before, after, 10);
    expect(figures.requests.admin.count).toBe(20);
    expect(figures.requests.page.count).toBe(1);
    expect(histogramQuantile(figures.requests.page, 0.99)).toBeLessThanOrEqual(0.25);
    expect(figures.requests.static.count).toBe(0);
    expect(figures.pageCache).toEqual({ hit: 4, miss: 1 });
    expect(figures.rssMb).toBeGreaterThan(10);
    expect(figures.heapUsedMb).toBeGreaterThan(1);
    expect(figures.heapUsedMb).toBeLessThanOrEqual(figures.heapTotalMb);
    // the spaces named are most of the heap used (the rest: map, shared, read-only spaces); prom-client
    // reads the spaces and the total in two calls, so what was allocated between them counts in one only
    const spaces = figures.heapSpacesMb.old + figures.heapSpacesMb.largeObject + figures.heapSpacesMb.code + figures.heapSpacesMb.young;
    expect(spaces).toBeGreaterThan(0.8 * figures.heapUsedMb);
    expect(spaces).toBeLessThan(1.1 * figures.heapUsedMb);
    expect(figures.externalMb).toBeGreaterThan(0);
    expect(figures.cores).toBeGreaterThanOrEqual(0);
    expect(figures.lag.p99).toBeGreaterThanOrEqual(0);
  });
});
