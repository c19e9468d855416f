/**
 * What the page and the service worker agree on (docs/decisions/063-installable-offline-shell.md):
 * the worker's address, the offline page, the caches' names and which pages are the catalogue's.
 */

/** The service worker's script, served by app/sw.js/route.ts from the build. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The page shown for a navigation that fails offline and has no saved copy (precached per build). */
export const OFFLINE_PATH = '/offline';

/** The caches the worker fills itself. None holds customer data: see CUSTOMER_CACHE_PREFIX. */
export const SHARED_CACHES = {
  /** catalogue pages a person visited: the same HTML for every visitor (docs/decisions/043-customer-paint-from-same-html.md) */
  pages: 'catalogue-pages',
  /** the build's hashed JavaScript and styles */
  assets: 'shell-assets',
  /** product pictures, the icon sprite and the app icons */
  media: 'catalogue-media',
} as const;

/** A signed-in customer's offline copies live in one cache named by this prefix and the customer's key; sign-out deletes it. */
export const CUSTOMER_CACHE_PREFIX = 'customer-';

/** The header the worker stamps on a page it saves: when it was saved (milliseconds since the epoch). */
export const SAVED_AT_HEADER = 'x-offline-saved-at';

/**
 * The attribute the worker writes on <html> of a page it serves from its saved copy, holding the
 * notice's text ("Offline – stránka uložená 29. 11. 2026 18:40"); the page reads it before React
 * hydrates <html> and drops it (components/pwa/service-worker-registration.tsx).
 */
export const SAVED_NOTICE_ATTRIBUTE = 'data-offline-saved';

/** The message a page posts to a waiting worker when the person chose to load the new version. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

// The catalogue's pages: home, categories, products, the blog and text pages. Everything else
// (account, cart, checkout, search, sign-in) either carries a person's data or makes no sense stale.
const CATALOGUE_PAGE = /^\/(?:$|category\/|product\/|blog(?:\/|$)|page\/)/;

/** True for the path of a page whose HTML is the same for everyone and may be saved for offline reading. */
export function isCataloguePage(pathname: string): boolean {
  return CATALOGUE_PAGE.test(pathname);
}
