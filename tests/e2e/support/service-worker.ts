import type { Page } from '@playwright/test';

/** Waits until the shop's service worker controls `page` (it registers once the page is idle after load). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The URLs (path and query) a cache of the page's origin holds, [] when there is no such cache. */
export function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  }, cacheName);
}

/** The names of the origin's caches that start with `prefix`. */
export function cacheNames(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate(async (start) => (await caches.keys()).filter((name) => name.startsWith(start)), prefix);
}
