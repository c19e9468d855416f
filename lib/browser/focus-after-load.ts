import { useEffect } from 'react';
import { FOCUS_KEY_ATTRIBUTE, LISTING_COUNT } from '@/lib/shop/catalogue/listing-focus';

/**
 * Focus across a document load. A listing's filters, ordering and page size load a new document
 * (a link, or lib/browser/load-document.ts), and a new document starts with focus on <body>: a
 * keyboard user tabbed through the header again for every filter. The control used is remembered
 * for this tab and focused again on the listing that loads; when it is gone (a removed chip, the
 * phone drawer's button) the result count takes focus, and is read out with the number.
 */
const STORAGE_KEY = 'securitech:focus-after-load';
/** A remembered control older than this belongs to a load that never came (offline, stopped). */
const MAX_AGE_MS = 30_000;

interface Remembered {
  key: string;
  path: string;
  at: number;
}

/** Remembers the control `key` for the document `href` is about to load in this tab. */
export function rememberFocus(key: string, href: string): void {
  const path = new URL(href, window.location.href).pathname;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ key, path, at: Date.now() } satisfies Remembered));
  } catch {
    // storage refused (private mode, full): the load goes on, focus starts on <body> as before
  }
}

/** The control remembered for this page, once; null when none was, or it was for another page. */
function takeRemembered(): string | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(STORAGE_KEY);
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const remembered = JSON.parse(raw) as Partial<Remembered>;
    const fresh = typeof remembered.at === 'number' && Date.now() - remembered.at < MAX_AGE_MS;
    return fresh && remembered.path === window.location.pathname && typeof remembered.key === 'string' ? remembered.key : null;
  } catch {
    return null;
  }
}

const shown = (element: Element) => element.getClientRects().length > 0;

/** The remembered control if this page shows it, else the result count (which links that go away name as theirs). */
function focusTarget(key: string): HTMLElement | null {
  const same = key === LISTING_COUNT ? undefined : [...document.querySelectorAll<HTMLElement>(`[${FOCUS_KEY_ATTRIBUTE}="${CSS.escape(key)}"]`)].find(shown);
  return same ?? document.getElementById(LISTING_COUNT);
}

function restore(key: string) {
  // a visitor who already moved on keeps where they are: clicked or tabbed (focus is elsewhere), or
  // scrolled while the page was coming to life (a loaded listing starts at the top): focusing would
  // scroll the control back into view under their finger, and a tap meant for a link lower down
  // would land on whatever moved there
  const active = document.activeElement;
  if (active && active !== document.body) return;
  if (window.scrollY !== 0 || window.scrollX !== 0) return;
  focusTarget(key)?.focus();
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * On a listing: focuses the control remembered by the load that led here, and remembers every
 * link marked with FOCUS_KEY_ATTRIBUTE that is followed in this tab (a filter value, a chip). Links
 * work without JavaScript as before; this only adds the focus.
 */
export function useFocusAcrossLoads(): void {
  useEffect(() => {
    const key = takeRemembered();
    if (key !== null) {
      // parts of the page may still be arriving: look once the whole document is parsed
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => restore(key), { once: true });
      else restore(key);
    }
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[href][${FOCUS_KEY_ATTRIBUTE}]`) : null;
      const focusKey = link?.getAttribute(FOCUS_KEY_ATTRIBUTE);
      if (link && focusKey && isPlainClick(event) && !event.defaultPrevented && !link.target) rememberFocus(focusKey, link.href);
    };
    document.addEventListener('click', onClick);
    // a link followed before this ran (the page not yet hydrated) loads its page with focus on
    // <body>; the mark says from when on a followed link carries focus (read by the e2e tests)
    document.documentElement.dataset.focusAcrossLoads = '';
    return () => {
      document.removeEventListener('click', onClick);
      delete document.documentElement.dataset.focusAcrossLoads;
    };
  }, []);
}
