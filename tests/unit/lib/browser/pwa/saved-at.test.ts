/**
 * @jest-environment node
 */
import { RECENT_COPY_SECONDS, isRecentCopy, savedAtNotice, savedAtStamp, savedAtText, withSavedAtNotice } from '@/lib/browser/pwa/saved-at';
import { SAVED_AT_HEADER } from '@/lib/shared/pwa/offline';

// 29 November 2026, 17:40 UTC: 18:40 in Bratislava (CET)
const SAVED = new Date(Date.UTC(2026, 10, 29, 17, 40));

describe('the saved-time notice of a page shown offline', () => {
  it('says when the page was saved, in Bratislava time, as Slovak documents write it', () => {
    expect(savedAtText(SAVED)).toBe('Offline – stránka uložená 29. 11. 2026 18:40');
  });

  it('goes on <html> as an attribute, keeping the element’s own attributes and the rest of the page', () => {
    const html = '<!DOCTYPE html><html lang="sk"><head><title>x</title></head><body class="a"><main>obsah</main></body></html>';
    expect(withSavedAtNotice(html, SAVED)).toBe(
      '<!DOCTYPE html><html data-offline-saved="Offline – stránka uložená 29. 11. 2026 18:40" lang="sk"><head><title>x</title></head><body class="a"><main>obsah</main></body></html>',
    );
  });

  it('stamps a page when it is saved and shows the stamp when the saved copy is used', async () => {
    const page = new Response('<html lang="sk"><body><h1>Kamery</h1></body></html>', { headers: { 'Content-Type': 'text/html' } });
    const before = Date.now();
    const saved = await savedAtStamp.cacheWillUpdate!({ request: new Request('http://shop.test/'), response: page } as never);
    const stamp = Number(saved!.headers.get(SAVED_AT_HEADER));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(saved!.headers.get('Content-Type')).toBe('text/html');
    const shown = await savedAtNotice.cachedResponseWillBeUsed!({ cachedResponse: saved } as never);
    expect(await shown!.text()).toBe(withSavedAtNotice('<html lang="sk"><body><h1>Kamery</h1></body></html>', new Date(stamp)));
  });

  it('leaves a copy without a stamp as it is', async () => {
    const unstamped = new Response('<body>x</body>');
    expect(await savedAtNotice.cachedResponseWillBeUsed!({ cachedResponse: unstamped } as never)).toBe(unstamped);
  });

  it('counts a copy as recent for five minutes after it was saved, never one without a stamp or from a clock set back', () => {
    const copy = (savedAt?: number) => new Response('<html></html>', { headers: savedAt === undefined ? {} : { [SAVED_AT_HEADER]: String(savedAt) } });
    const saved = SAVED.getTime();
    expect(RECENT_COPY_SECONDS).toBe(300);
    expect(isRecentCopy(copy(saved), saved)).toBe(true);
    expect(isRecentCopy(copy(saved), saved + 299_999)).toBe(true);
    expect(isRecentCopy(copy(saved), saved + 300_000)).toBe(false);
    expect(isRecentCopy(copy(saved), saved - 1)).toBe(false);
    expect(isRecentCopy(copy(), saved)).toBe(false);
    expect(isRecentCopy(undefined, saved)).toBe(false);
  });
});
