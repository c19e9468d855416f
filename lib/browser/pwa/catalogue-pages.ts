/// <reference lib="webworker" />
import { CacheableResponsePlugin, ExpirationPlugin, NetworkFirst, StaleWhileRevalidate, type RouteHandlerCallback, type SerwistPlugin } from 'serwist';
import { SHARED_CACHES } from '@/lib/shared/pwa/offline';
import { isRecentCopy, savedAtNotice, savedAtStamp } from './saved-at';

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;

/**
 * How the worker answers a catalogue page (docs/decisions/063-installable-offline-shell.md): a copy
 * saved less than RECENT_COPY_SECONDS ago at once, refreshed in the background (stale while
 * revalidate: instant on a weak signal); otherwise the network, and an older copy, with its saved
 * time shown, only when the network fails or takes longer than 6 s. `offlineFallback` answers when
 * there is no copy either.
 */
export function cataloguePages(offlineFallback: SerwistPlugin): RouteHandlerCallback {
  const cacheName = SHARED_CACHES.pages;
  // one instance for both strategies: they share the cache, so its bounds are counted once
  const bounds = new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true });
  const saveable = new CacheableResponsePlugin({ statuses: [200] });
  const recent = new StaleWhileRevalidate({ cacheName, plugins: [saveable, savedAtStamp, bounds] });
  const network = new NetworkFirst({ cacheName, networkTimeoutSeconds: 6, plugins: [saveable, savedAtStamp, bounds, savedAtNotice, offlineFallback] });

  return async (options) => {
    const copy = await (await caches.open(cacheName)).match(options.request);
    // a browser that knows it has no connection gets the copy from NetworkFirst, which says when it was saved
    return isRecentCopy(copy, Date.now()) && self.navigator.onLine ? recent.handle(options) : network.handle(options);
  };
}
