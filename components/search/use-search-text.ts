'use client';

import { useCallback, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import { normaliseQuery } from '@/lib/contract/rules/search-query';
import { useLiveSearch } from '@/lib/browser/use-live-search';
import { queryOfPath } from './search-href';

/**
 * The header field's text and its live search: what is typed is searched live, except the query a
 * results page put in the field (until the visitor edits it). The panel is `open` while there is
 * text and something to show, unless it was closed for exactly this text.
 */
export function useSearchText() {
  const lang = useLocale();
  const pathname = usePathname();
  const [text, setText] = useState(() => queryOfPath(pathname) ?? '');
  // the query a results page put in the field: not searched live until the visitor edits it
  const [fromPage, setFromPage] = useState(() => queryOfPath(pathname));
  // the text the panel was closed for: typing something else opens it again
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const state = useLiveSearch(fromPage === null ? text : '', lang);

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

  return {
    text,
    hasText,
    state,
    open,
    lang,
    /** the visitor typed or cleared the field: searched live from now on */
    edit: (value: string) => {
      setText(value);
      setFromPage(null);
    },
    /** closes the panel until the text changes */
    closePanel: useCallback(() => setClosedFor(text), [text]),
    /** opens again the panel that was closed for this text, when it has an answer; false when there is none to open */
    reopen: (): boolean => {
      if (open || closedFor !== text || !state.result) return false;
      setClosedFor(null);
      return true;
    },
  };
}
