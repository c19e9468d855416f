'use client';

import { Suspense, useCallback, useEffect, useRef, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useRouter } from 'next/navigation';
import { normaliseQuery } from '@/lib/contract/rules/search-query';
import { lazyNamed } from '@/lib/browser/lazy-named';
import { lockScroll } from '@/lib/browser/scroll-lock';
import { useBackCloses } from '@/lib/browser/use-back-closes';
import { withMessages } from '@/components/ui/messages-scope';
import searchMessages from '@/messages/sk.search.json';
import { moveFocus } from './arrow-focus';
import { searchHref } from './search-href';
import { SearchForm } from './search-form';
import { useSearchText } from './use-search-text';
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
 * Its texts come with its code (messages/sk.search.json), not in every page's payload.
 */
export const SearchBar = withMessages(searchMessages, SearchBox);

function SearchBox() {
  const router = useRouter();
  const search = useSearchText();
  const { text, open, closePanel } = search;
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = useCallback(
    (refocus: boolean) => {
      closePanel();
      if (refocus) input.current?.focus();
    },
    [closePanel],
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
    closePanel();
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

  // ArrowDown reopens a panel closed for this text; up and down move between the field and the hits
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowDown' && search.reopen()) {
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
      <SearchForm input={input} text={text} onText={search.edit} onSubmit={submit} onFocus={() => void loadPanel()} controls={open ? PANEL_ID : undefined} />
      {open && (
        <Suspense fallback={null}>
          <SearchPanel ref={panel} id={PANEL_ID} state={search.state} text={text} lang={search.lang} />
        </Suspense>
      )}
    </div>
  );
}
