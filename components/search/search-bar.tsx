'use client';

import { Suspense, useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { usePathname, useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { normaliseQuery } from '@/lib/catalogue/search-query';
import { lazyNamed } from '@/lib/client/lazy-named';
import { lockScroll } from '@/lib/client/scroll-lock';
import { useBackCloses } from '@/lib/client/use-back-closes';
import { preloadLiveSearch, useLiveSearch } from '@/lib/client/use-live-search';
import { BasicIcon } from '@/components/ui/basic-icon';
import { moveFocus } from './arrow-focus';
import { queryOfPath, searchHref } from './search-href';
import styles from './search-bar.module.scss';

const PANEL_ID = 'search-results';

// The results panel (hits, their images and links) is code only a searching visitor needs: it loads
// when the field first gets focus, well before the first answer, instead of with every page.
const { Component: SearchPanel, preload: loadPanel } = lazyNamed(() => import('./search-panel'), 'SearchPanel');

/**
 * The header's search: live results 1000 ms after the last keystroke in a panel over a dimmed
 * page (scroll locked; Escape, a click on the overlay or the browser's Back closes it), Enter or the button for the
 * results page. On a results page the field holds that page's query, from the server's HTML on
 * and after every navigation. Without JavaScript the form still submits to /search-product?q=….
 */
export function SearchBar() {
  const t = useTranslations('Search');
  const lang = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const [text, setText] = useState(() => queryOfPath(pathname) ?? '');
  // the query a results page put in the field: not searched live until the visitor edits it
  const [fromPage, setFromPage] = useState(() => queryOfPath(pathname));
  // the text the panel was closed for: typing something else opens it again
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const state = useLiveSearch(fromPage === null ? text : '', lang);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const hasText = text.trim() !== '';
  const open = hasText && closedFor !== text && (state.status === 'loading' || state.status === 'error' || state.result !== null);

  // A followed link closes the panel (the header stays mounted across navigations); a results
  // page reached another way than by this field (a link, Back) shows its query in it.
  const [shownAt, setShownAt] = useState(pathname);
  if (pathname !== shownAt) {
    setShownAt(pathname);
    if (open) setClosedFor(text);
    const query = queryOfPath(pathname);
    if (query !== null && normaliseQuery(text) !== query) {
      setText(query);
      setFromPage(query);
    }
  }

  const close = useCallback(
    (refocus: boolean) => {
      setClosedFor(text);
      if (refocus) input.current?.focus();
    },
    [text],
  );

  // a phone's Back closes the results instead of leaving the page
  const { leave } = useBackCloses(open, () => close(false));

  useEffect(() => {
    if (!open) return;
    const unlock = lockScroll();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      unlock();
    };
  }, [open, close]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = normaliseQuery(text);
    if (query === null) return;
    const replace = leave();
    setClosedFor(text);
    if (replace) router.replace(searchHref(query));
    else router.push(searchHref(query));
  };

  // A result followed from the panel takes the panel's history entry: Back then returns to the page
  // the search started on in one step, not to the same page with the panel gone.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a[href]');
    if (!link || !panel.current?.contains(link)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!leave()) return;
    event.preventDefault();
    router.replace(link.getAttribute('href') ?? '/');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowDown' && !open && closedFor === text && state.result) {
      setClosedFor(null);
      event.preventDefault();
      return;
    }
    if (!open || !panel.current) return;
    const links = Array.from(panel.current.querySelectorAll<HTMLElement>('a[href]'));
    if (input.current && moveFocus(event.key, [input.current, ...links])) event.preventDefault();
  };

  return (
    <div className={styles.root} data-open={open} onKeyDown={onKeyDown} onClickCapture={onClickCapture}>
      {open && createPortal(<div className={styles.overlay} onClick={() => close(false)} aria-hidden="true" data-testid="search-overlay" />, document.body)}
      <form action="/search-product" method="get" role="search" className={styles.form} onSubmit={submit}>
        <label htmlFor="header-search" className={styles.label}>
          {t('label')}
        </label>
        <input
          ref={input}
          id="header-search"
          name="q"
          type="search"
          className={styles.input}
          placeholder={t('placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setFromPage(null);
          }}
          onFocus={() => {
            void loadPanel();
            preloadLiveSearch();
          }}
          aria-controls={open ? PANEL_ID : undefined}
        />
        {hasText && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('clear')}
            onClick={() => {
              setText('');
              setFromPage(null);
              input.current?.focus();
            }}
          >
            <BasicIcon name="close" size={18} />
          </button>
        )}
        <button type="submit" className={styles.submit} aria-label={t('submit')}>
          <BasicIcon name="search" size={20} />
        </button>
      </form>
      {open && (
        <Suspense fallback={null}>
          <SearchPanel ref={panel} id={PANEL_ID} state={state} text={text} lang={lang} />
        </Suspense>
      )}
    </div>
  );
}
