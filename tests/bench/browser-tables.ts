import os from 'node:os';
import { percentile, printTable } from './figures';
import { runLighthouse, type LighthouseScores } from './lighthouse';
import { pageRequests, VIEWPORTS } from './page-requests';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** issue 24: a guest view before any interaction (desktop ≤ 40 requests and 400 KB, phone ≤ 30 and 300 KB) */
const BUDGET = { desktop: { requests: 40, bytes: 400 * 1024 }, phone: { requests: 30, bytes: 300 * 1024 } } as const;

/** Requests and bytes of one guest view per page and viewport in Chromium, until the network is quiet. */
export async function printRequestTable(base: string, routes: readonly string[]): Promise<void> {
  const before = load();
  const figures = await pageRequests(base, routes);
  const rows: string[][] = [];
  for (const [route, views] of figures) {
    for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
      const f = views[viewport];
      const ok = f.requests <= BUDGET[viewport].requests && f.bytes <= BUDGET[viewport].bytes && f.unusedPreloads === 0;
      rows.push([
        route,
        `${viewport} ${VIEWPORTS[viewport].width}`,
        String(f.requests),
        kb(f.bytes),
        String(f.prefetches),
        String(f.images),
        String(f.unusedPreloads),
        ok ? 'yes' : 'NO',
      ]);
    }
  }
  console.log(`\nGuest page view in Chromium before any interaction (fresh context, until the network is idle; load average ${before} → ${load()})`);
  console.log('budget: desktop ≤ 40 requests and 400 KB, phone ≤ 30 and 300 KB, no "preloaded but not used" warning');
  printTable(['route', 'viewport', 'requests', 'bytes', 'RSC prefetches', 'images', 'unused preloads', 'in budget'], rows);
}

const median = (values: Array<number | null>) => {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return sorted.length ? percentile(sorted, 50) : null;
};
const spread = (values: Array<number | null>) => {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return sorted.length ? `${sorted[0]}–${sorted.at(-1)}` : '';
};
const show = (value: number | null, unit = '') => (value === null ? '' : `${Math.round(value)}${unit}`);

/**
 * Lighthouse (mobile defaults) of the given guest pages, `runs` times each (BENCH_LIGHTHOUSE_RUNS,
 * default 3): runs on a shared machine swing, so the median and the spread, beside the load average.
 */
export async function printLighthouseTable(base: string, routes: readonly string[], runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)): Promise<void> {
  const rows: string[][] = [];
  const why: string[] = [];
  for (const route of routes) {
    const results: LighthouseScores[] = [];
    const loadBefore = load();
    let failure = '';
    for (let i = 0; i < runs; i++) {
      const r = await runLighthouse(base + route).catch((error: unknown) => error as Error);
      if (r instanceof Error) failure = r.message.slice(0, 60);
      else results.push(r);
    }
    if (results.length === 0) {
      rows.push([route, `failed: ${failure}`, '', '', '', '', '', '', '']);
      continue;
    }
    const perf = results.map((r) => r.performance);
    rows.push([
      route,
      show(median(perf)),
      spread(perf),
      show(median(results.map((r) => r.tbtMs)), ' ms'),
      show(median(results.map((r) => r.lcpMs)), ' ms'),
      ...[results.map((r) => r.accessibility), results.map((r) => r.bestPractices), results.map((r) => r.seo)].map((s) => show(median(s))),
      `${loadBefore} → ${load()}`,
    ]);
    const last = results.at(-1)!;
    why.push(`${route}: ${last.metrics}${last.failed.length ? `; failed audits: ${last.failed.join(', ')}` : ''}`);
  }
  console.log(`\nLighthouse, guest, mobile defaults (simulated slow 4G, 4× CPU slowdown), median of ${runs} runs per page`);
  console.log('target: performance ≥ 95 and TBT ≤ 200 ms on a quiet machine; a busy one (load average ≥ 2 on 2 cores) lowers both');
  printTable(['route', 'performance', 'spread', 'TBT', 'LCP', 'accessibility', 'best practices', 'SEO', 'load average (1/5/15 min)'], rows);
  for (const line of why) console.log(`  last run of ${line}`);
}
