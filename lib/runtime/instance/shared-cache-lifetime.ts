import type { RequestListener } from './instrument';

/** `s-maxage=N[, stale-while-revalidate=M]`: what Next writes for a prerendered page or its payload. */
const NEXT_SHARED_LIFETIME = /^s-maxage=(\d+)(?:, stale-while-revalidate=(\d+))?$/;

/**
 * The Cache-Control a shared cache in front (nginx, a CDN) gets: Next's own, with `s-maxage` cut
 * to `maxAge` seconds. Next derives s-maxage from its own cache life (an hour for catalogue reads),
 * which the revalidate webhook cuts short inside the shop; a cache in front hears no webhook, so it
 * may keep a page only `maxAge`. The time the page may be served stale while it is refreshed (or
 * while the shop is down) stays as long as Next said: s-maxage + stale-while-revalidate is kept.
 */
export function capSharedLifetime(value: string, maxAge: number): string {
  const match = NEXT_SHARED_LIFETIME.exec(value);
  if (!match) return value;
  const sharedMaxAge = Number(match[1]);
  if (sharedMaxAge <= maxAge) return value;
  const stale = sharedMaxAge + Number(match[2] ?? 0) - maxAge;
  return `s-maxage=${maxAge}, stale-while-revalidate=${stale}`;
}

/** Wraps the instance's request listener so every Cache-Control Next sets passes capSharedLifetime. */
export function capSharedCacheLifetime(handle: RequestListener, maxAge: number): RequestListener {
  return (req, res) => {
    const setHeader = res.setHeader;
    res.setHeader = function capped(name, value) {
      const capped = name.toLowerCase() === 'cache-control' && typeof value === 'string' ? capSharedLifetime(value, maxAge) : value;
      return setHeader.call(this, name, capped);
    };
    handle(req, res);
  };
}
