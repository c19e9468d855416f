import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Ids of the audits that cost points, for the "why" in a closing note. */
  failed: string[];
  /** The performance metrics behind the score (FCP, LCP, TBT, CLS, SI). */
  metrics: string;
  /** total blocking time and largest contentful paint, ms (for medians over runs) */
  tbtMs: number | null;
  lcpMs: number | null;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number }>;
}

const METRICS: Array<[string, string]> = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];

const score = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100));

/**
 * Lighthouse's CLI with its mobile defaults (simulated slow 4G and 4× CPU slowdown) on Debian's
 * chromium, a fresh headless browser per page. The CLI runs under plain node in its own process:
 * under tsx, functions Lighthouse sends into the page carry esbuild's `__name` helper and fail there.
 */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')), 'report.json');
  try {
    await promisify(execFile)(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' }, timeout: 180_000 },
    );
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseReport;
    const failed = Object.values(report.audits)
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
      .map((audit) => audit.id);
    return {
      performance: score(report.categories.performance?.score),
      accessibility: score(report.categories.accessibility?.score),
      bestPractices: score(report.categories['best-practices']?.score),
      seo: score(report.categories.seo?.score),
      failed,
      metrics: METRICS.map(([label, id]) => `${label} ${report.audits[id]?.displayValue ?? '?'}`).join(', '),
      tbtMs: report.audits['total-blocking-time']?.numericValue ?? null,
      lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? null,
    };
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}
