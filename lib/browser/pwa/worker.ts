/// <reference lib="webworker" />
/**
 * The service worker (bundled to <distDir>/sw.js by scripts/lib/worker-bundle.ts after `next build`,
 * served at /sw.js). What it keeps where and why: docs/decisions/063-installable-offline-shell.md.
 */
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkOnly, Serwist, StaleWhileRevalidate, type SerwistPlugin } from 'serwist';
import { SHARED_CACHES, OFFLINE_PATH, SKIP_WAITING_MESSAGE, isCataloguePage } from '@/lib/shared/pwa/offline';
import { cacheOfflineAssets } from './offline-assets';
import { cataloguePages } from './catalogue-pages';
import { customerCopy } from './customer-copy';

declare const self: ServiceWorkerGlobalScope;
/** The build's id (esbuild's `define`): a new build is a new worker, which the page offers to load. */
declare const __BUILD_ID__: string;

const DAY = 24 * 60 * 60;
const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** Offline, a failed navigation shows the customer's saved copy where there is one, else the offline page. */
const offlineFallback: SerwistPlugin = {
  async handlerDidError({ request }): Promise<Response> {
    return (await customerCopy(request)) ?? (await serwist.matchPrecache(OFFLINE_PATH)) ?? Response.error();
  },
};

/** Offline, a failed download (an invoice or a datasheet fetched by a page) answers from the customer's copies. */
const customerCopyFallback: SerwistPlugin = {
  async handlerDidError({ request }): Promise<Response> {
    return (await customerCopy(request)) ?? Response.error();
  },
};

// Invoices (the contract's `…/invoice/{id}/pdf`) and datasheets (`….pdf`): the documents customer copies hold.
const DOCUMENT_PATH = /(?:\.pdf|\/pdf)$/i;

const serwist: Serwist = new Serwist({
  precacheEntries: [{ url: OFFLINE_PATH, revision: __BUILD_ID__ }],
  // the page asks the person before a new version takes over (SKIP_WAITING below)
  skipWaiting: false,
  clientsClaim: true,
  // no navigation preload: the worker starts before a page's request (a few milliseconds), and what
  // the network answers is always what the strategy fetched itself, which offline tests can switch off
  navigationPreload: false,
  runtimeCaching: [
    {
      // catalogue pages: a recent copy at once, else the network; saved on each visit for when the signal is gone
      matcher: ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isCataloguePage(url.pathname),
      handler: cataloguePages(offlineFallback),
    },
    {
      // every other page (account, cart, checkout…): never saved here; offline, a customer copy or the offline page
      matcher: ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
      handler: new NetworkOnly({ plugins: [offlineFallback] }),
    },
    {
      // a document fetched by a page rather than opened: never saved here, answered from the customer's copies offline
      matcher: ({ request, url }) => request.method === 'GET' && sameOrigin(url) && DOCUMENT_PATH.test(url.pathname),
      handler: new NetworkOnly({ plugins: [customerCopyFallback] }),
    },
    {
      // the build's files: their names carry their content's hash
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: SHARED_CACHES.assets,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      matcher: ({ request, url }) =>
        sameOrigin(url) && request.destination === 'image' && /^\/(?:media\/|icons\.svg$|app-icons\/|icon\.svg)/.test(url.pathname),
      handler: new StaleWhileRevalidate({
        cacheName: SHARED_CACHES.media,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true }),
        ],
      }),
    },
  ],
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

// the offline page's own styles and scripts, so it looks like the shop with no signal
self.addEventListener('install', (event) => {
  event.waitUntil(cacheOfflineAssets(OFFLINE_PATH, SHARED_CACHES.assets));
});

serwist.addEventListeners();
