import { warmCache, whileWarming, type WarmResult } from '../../lib/runtime/warm/warm-cache';
import type { Logger } from '../../lib/runtime/instance/log';
import { secondListingPage, warmPaths } from '../../lib/shop/catalogue/warm-paths';

/** Renders at once: the instance's two cores (docs/deploying.md) each take one, guests' requests queue behind neither for long. */
export const WARM_CONCURRENCY = 2;

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
 * warming (/api/ready 503) from the sitemaps' reading on.
 */
export function warmShop(origin: string, { seconds, shuffle, log }: { seconds: number; shuffle: boolean; log: Logger }): Promise<WarmResult> {
  return whileWarming(async () => {
    const read = async (path: string) => {
      const res = await fetch(origin + path, { signal: AbortSignal.timeout(30_000) });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      return res.text();
    };
    const tiers = await warmPaths(read);
    const paths = tiers.flatMap((tier) => (shuffle ? shuffled(tier) : tier));
    return warmCache({ origin, paths, concurrency: WARM_CONCURRENCY, boundMs: seconds * 1000, log, follow: secondListingPage });
  });
}
