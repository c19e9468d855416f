/// <reference lib="webworker" />
import type { SerwistPlugin } from 'serwist';
import { SAVED_AT_HEADER, SAVED_NOTICE_ATTRIBUTE } from '@/lib/shared/pwa/offline';
import workerMessages from '@/messages/sk.worker.json';

const savedAtFormat = new Intl.DateTimeFormat('sk-SK', {
  timeZone: 'Europe/Bratislava',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The notice's text: "Offline – stránka uložená 29. 11. 2026 18:40" (Bratislava time). */
export function savedAtText(savedAt: Date): string {
  const time = savedAtFormat.format(savedAt).replace(',', '');
  return workerMessages.Worker.savedAt.replace('{time}', time);
}

/**
 * The page's HTML with the saved-time notice as an attribute of <html>: the page's own code reads it
 * before hydration and shows the notice (components/pwa/service-worker-registration.tsx). Not an element in the
 * body: React removes what its own render does not have when it hydrates.
 */
export function withSavedAtNotice(html: string, savedAt: Date): string {
  return html.replace(/<html\b/, `<html ${SAVED_NOTICE_ATTRIBUTE}="${escapeAttribute(savedAtText(savedAt))}"`);
}

/** How long a saved page counts as recent: answered at once online while the worker refreshes it. */
export const RECENT_COPY_SECONDS = 5 * 60;

/** When `copy` was saved (milliseconds since the epoch), or null for a response without the stamp. */
export function savedAtOf(copy: Response | undefined): number | null {
  const stamp = Number(copy?.headers.get(SAVED_AT_HEADER));
  return stamp > 0 ? stamp : null;
}

/** True for a copy saved less than RECENT_COPY_SECONDS before `now` (and not in the future: a clock set back). */
export function isRecentCopy(copy: Response | undefined, now: number): boolean {
  const savedAt = savedAtOf(copy);
  return savedAt !== null && savedAt <= now && now - savedAt < RECENT_COPY_SECONDS * 1000;
}

/** Stamps each page saved with the time it was saved. */
export const savedAtStamp: SerwistPlugin = {
  async cacheWillUpdate({ response }) {
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/**
 * Shows the stamp's time on a page served from its copy. Only on the strategy that reads the cache
 * because the network failed or was too slow (NetworkFirst), never on a recent copy answered at once.
 */
export const savedAtNotice: SerwistPlugin = {
  async cachedResponseWillBeUsed({ cachedResponse }) {
    const savedAt = savedAtOf(cachedResponse);
    if (!cachedResponse || savedAt === null) return cachedResponse;
    const html = withSavedAtNotice(await cachedResponse.text(), new Date(savedAt));
    const headers = new Headers(cachedResponse.headers);
    headers.delete('content-length');
    return new Response(html, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};
