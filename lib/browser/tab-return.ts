/**
 * Calls back when the visitor comes back to this tab: the window regains focus or the page becomes
 * visible again (a real return fires both). SWR's own focus revalidation is throttled and deduped
 * against the last fetch, so a cart changed in another tab seconds ago stayed stale; this one runs
 * on every return, once per key while its refresh is under way.
 */
interface Entry {
  refresh: () => Promise<unknown>;
  users: number;
  running: boolean;
}

const entries = new Map<string, Entry>();

function onReturn() {
  if (document.visibilityState === 'hidden') return;
  for (const entry of entries.values()) {
    if (entry.running) continue;
    entry.running = true;
    void entry
      .refresh()
      .catch(() => undefined)
      .finally(() => {
        entry.running = false;
      });
  }
}

/**
 * Runs `refresh` whenever the visitor returns to the tab; components sharing `key` (the header and
 * the cart page both show the cart) share one refresh. Returns the unsubscribe function.
 */
export function onTabReturn(key: string, refresh: () => Promise<unknown>): () => void {
  if (entries.size === 0) {
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
  }
  const entry = entries.get(key) ?? { refresh, users: 0, running: false };
  entry.refresh = refresh;
  entry.users += 1;
  entries.set(key, entry);
  return () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    entries.delete(key);
    if (entries.size > 0) return;
    window.removeEventListener('focus', onReturn);
    document.removeEventListener('visibilitychange', onReturn);
  };
}
