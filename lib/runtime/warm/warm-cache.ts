import type { Logger } from '@/lib/runtime/instance/log';

type GlobalWithWarming = typeof globalThis & { __storefrontWarming?: boolean };

// On globalThis: the instance server sets it, /api/ready (a Next bundle) reads it.
const g = globalThis as GlobalWithWarming;

/** True while the instance renders the catalogue into the shared cache at start: /api/ready answers 503 "warming". */
export function isWarming(): boolean {
  return g.__storefrontWarming === true;
}

/** Runs `work` with the process marked as warming (isWarming), from its first step to its last. */
export async function whileWarming<T>(work: () => Promise<T>): Promise<T> {
  g.__storefrontWarming = true;
  try {
    return await work();
  } finally {
    g.__storefrontWarming = false;
  }
}

/** How a guest's browser asks for a page: the entry Next stores is the one a guest's request then reads. */
const GUEST_HEADERS = { Accept: 'text/html,application/xhtml+xml', 'Accept-Language': 'sk-SK,sk;q=0.9' };

/** One page that takes longer than this is given up: it must not hold the release. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface WarmOptions {
  /** the shop's address: the instance itself at start, or any instance (`npm run warm`) */
  origin: string;
  /** the paths, most visited first (lib/shop/catalogue/warm-paths.ts) */
  paths: readonly string[];
  /** requests at once: each is a render, so about one per core the instance may take */
  concurrency: number;
  /** no request starts after this many ms from the start: a release never waits longer */
  boundMs: number;
  /** a page its answer names to ask for next, before the rest (a listing's second page) */
  follow?: (path: string, html: string) => string | null;
  log: Logger;
}

export interface WarmResult {
  /** answered 2xx: now in the shared cache (or already were) */
  warmed: number;
  /** answered otherwise (a listing page past its last, a page gone since the sitemap) or not at all */
  failed: number;
  /** not asked: the time bound came first */
  left: number;
  ms: number;
}

/**
 * Asks the shop for each path as a guest would, `concurrency` at a time and in order, until the
 * paths or the time bound run out, so Next renders each page once into the shared cache (Redis)
 * and every instance of the build then serves it from there instead of rendering it on a guest's
 * request (docs/decisions/072-warm-cache.md).
 */
export async function warmCache({ origin, paths, concurrency, boundMs, log, follow }: WarmOptions): Promise<WarmResult> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const queue = [...paths];
  let warmed = 0;
  let failed = 0;
  const ask = (path: string) =>
    fetch(origin + path, { headers: GUEST_HEADERS, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).then(
      async (res) => (res.ok ? res.text() : (await res.arrayBuffer(), null)),
      () => null,
    );
  const worker = async () => {
    while (queue.length > 0 && elapsed() < boundMs) {
      const path = queue.shift()!;
      const html = await ask(path);
      if (html === null) {
        failed++;
        continue;
      }
      warmed++;
      const next = follow?.(path, html);
      if (next) queue.unshift(next);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  const result = { warmed, failed, left: queue.length, ms: Math.round(elapsed()) };
  log.info(result, `warm: ${warmed} pages in the shared cache in ${(result.ms / 1000).toFixed(1)} s`);
  return result;
}
