'use client';

import { useEffect, useRef, useState } from 'react';
import { liveSearch } from '@/lib/api/calls/search';
import type { LiveSearchResult } from '@/lib/api/schemas/search';
import { browserApi } from './api';
import { createLiveSearch, IDLE, type LiveSearch, type LiveSearchState } from './live-search';

/** Live search of the header (GET /search/{query}/{lang}) for the text in the field; see createLiveSearch. */
export function useLiveSearch(text: string, lang: string): LiveSearchState<LiveSearchResult> {
  const [state, setState] = useState<LiveSearchState<LiveSearchResult>>(IDLE);
  const controller = useRef<LiveSearch | null>(null);

  useEffect(() => {
    const live = createLiveSearch<LiveSearchResult>({
      search: (query, signal) => liveSearch(browserApi, query, lang, { signal }),
      onChange: setState,
    });
    controller.current = live;
    return () => {
      live.dispose();
      controller.current = null;
    };
  }, [lang]);

  useEffect(() => {
    controller.current?.input(text);
  }, [text, lang]);

  return state;
}
