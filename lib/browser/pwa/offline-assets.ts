/// <reference lib="webworker" />

/**
 * Saves the build files the offline page loads (its style sheets and scripts, named by their hash)
 * in `cacheName`, so the page shown with no signal is styled even on a first visit. Best effort: a
 * file that fails to load leaves the page plain, never the worker uninstalled.
 */
export async function cacheOfflineAssets(offlinePath: string, cacheName: string): Promise<void> {
  try {
    const response = await fetch(offlinePath, { credentials: 'omit' });
    if (!response.ok) return;
    const html = await response.text();
    const files = new Set([...html.matchAll(/(?:href|src)="(\/_next\/static\/[^"?#]+)"/g)].map((match) => match[1]!));
    const cache = await caches.open(cacheName);
    await Promise.allSettled([...files].map((file) => cache.add(file)));
  } catch {
    // offline while installing: the page stays plain until the next visit saves its files
  }
}
