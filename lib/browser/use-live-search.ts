'use client';

import { useEffect, useRef, useState } from 'react';
import type { LiveSearchResult } from '@/lib/contract/schemas/search';
import { createLiveSearch, IDLE, type LiveSearch, type LiveSearchState } from './live-search';

/**
 * The API client and the search call: the first query leaves 1000 ms after the first keystroke,
 * so their code loads then (or on focus, see preloadLiveSearch) instead of with every page.
 */
async function loadSearchCall() {
  const [{ liveSearch }, { browserApi }] = await Promise.all([import('@/lib/contract/calls/search'), import('./api')]);
  return { liveSearch, browserApi };
}

/** Starts loading the search call's code (the field got focus). */
export function preloadLiveSearch() {
  void loadSearchCall();
}

/** Live search of the header (GET /search/{query}/{lang}) for the text in the field; see createLiveSearch. */
export function useLiveSearch(text: string, lang: string): LiveSearchState<LiveSearchResult> {
  const [state, setState] = useState<LiveSearchState<LiveSearchResult>>(IDLE);
  const controller = useRef<LiveSearch | null>(null);

  useEffect(() => {
    const live = createLiveSearch<LiveSearchResult>({
      search: async (query, signal) => {
        const { liveSearch, browserApi } = await loadSearchCall();
        return liveSearch(browserApi, query, lang, { signal });
      },
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
