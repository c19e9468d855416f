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
 * before hydration and shows the notice (components/pwa/saved-page-notice.tsx). Not an element in the
 * body: React removes what its own render does not have when it hydrates.
 */
export function withSavedAtNotice(html: string, savedAt: Date): string {
  return html.replace(/<html\b/, `<html ${SAVED_NOTICE_ATTRIBUTE}="${escapeAttribute(savedAtText(savedAt))}"`);
}

/**
 * Stamps each saved page with the time it was saved, and shows that time on the page when it is
 * served from the cache (NetworkFirst reads the cache only when the network failed or was too slow).
 */
export const savedAtPlugin: SerwistPlugin = {
  async cacheWillUpdate({ response }) {
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
  async cachedResponseWillBeUsed({ cachedResponse }) {
    const stamp = Number(cachedResponse?.headers.get(SAVED_AT_HEADER));
    if (!cachedResponse || !stamp) return cachedResponse;
    const html = withSavedAtNotice(await cachedResponse.text(), new Date(stamp));
    const headers = new Headers(cachedResponse.headers);
    headers.delete('content-length');
    return new Response(html, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};
