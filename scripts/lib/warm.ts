import { warmCache, whileWarming, type WarmResult } from '../../lib/runtime/warm/warm-cache';
import type { Logger } from '../../lib/runtime/instance/log';
import { secondListingPage, warmPaths } from '../../lib/shop/catalogue/warm-paths';

/** Renders at once: the instance's two cores (docs/deploying.md) each take one, guests' requests queue behind neither for long. */
export const WARM_CONCURRENCY = 2;

/**
 * How long an instance waits after its warm before the collection that gives the warm's heap back
 * (scripts/server.ts), still saying "warming". The warm's last renders keep part of what they read
 * for some seconds more; collected at once, 205–218 MB stayed in use, at 1.4 s 158–161, at 5 s
 * 125–127, at 9 s 99–101 and at 17 s 94–95 (the load run, docs/performance.md): traffic then comes
 * to a heap of its own size, and V8 sets the next collection's threshold from there.
 */
export const WARM_SETTLE_MS = 10_000;

/** Fisher–Yates: instances of a release warming at once start on different pages of a tier, not on the same ones. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Warms the shared cache through the shop at `origin` (docs/decisions/072-warm-cache.md): the
 * paths its sitemaps name, most visited tier first, for at most `seconds`. `shuffle` mixes each
 * tier (an instance warming itself at start); `npm run warm` keeps the order. The process counts as
 * warming (/api/ready 503) from the sitemaps' reading on, until `beforeReady` is done too.
 */
export function warmShop(
  origin: string,
  { seconds, shuffle, log, beforeReady }: { seconds: number; shuffle: boolean; log: Logger; beforeReady?: () => Promise<void> },
): Promise<WarmResult> {
  return whileWarming(async () => {
    const read = async (path: string) => {
      const res = await fetch(origin + path, { signal: AbortSignal.timeout(30_000) });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      return res.text();
    };
    const tiers = await warmPaths(read);
    const paths = tiers.flatMap((tier) => (shuffle ? shuffled(tier) : tier));
    const result = await warmCache({ origin, paths, concurrency: WARM_CONCURRENCY, boundMs: seconds * 1000, log, follow: secondListingPage });
    await beforeReady?.();
    return result;
  });
}
