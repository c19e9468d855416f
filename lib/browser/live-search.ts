import { normaliseQuery } from '@/lib/contract/rules/search-query';

/** Live search waits this long after the last keystroke (docs/rules.md#limits). */
export const LIVE_SEARCH_DELAY_MS = 1000;

export type LiveSearchStatus = 'idle' | 'waiting' | 'loading' | 'done' | 'error';

export interface LiveSearchState<T> {
  status: LiveSearchStatus;
  /** the query `result` answers; '' before any */
  query: string;
  result: T | null;
}

export interface LiveSearchOptions<T> {
  search: (query: string, signal: AbortSignal) => Promise<T>;
  onChange: (state: LiveSearchState<T>) => void;
  delayMs?: number;
}

export interface LiveSearch {
  /** The text in the field changed: (re)start the delay, or reset when it is blank. */
  input: (text: string) => void;
  /** Stops the timer and the request in flight (unmount). */
  dispose: () => void;
}

export const IDLE: LiveSearchState<never> = { status: 'idle', query: '', result: null };

/**
 * Debounced search where only the latest query's answer counts: a newer query aborts the
 * request in flight, and an answer that still arrives for an older one is ignored.
 */
export function createLiveSearch<T>({ search, onChange, delayMs = LIVE_SEARCH_DELAY_MS }: LiveSearchOptions<T>): LiveSearch {
  let state: LiveSearchState<T> = IDLE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let latest = 0;
  // the query last sent (answered or in flight): the same text again needs no new request
  let sent: string | null = null;

  const set = (next: LiveSearchState<T>) => {
    state = next;
    onChange(state);
  };
  const stop = () => {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = undefined;
  };

  const run = (query: string) => {
    const id = ++latest;
    const controller = new AbortController();
    inFlight = controller;
    sent = query;
    set({ ...state, status: 'loading' });
    search(query, controller.signal).then(
      (result) => {
        if (id === latest) set({ status: 'done', query, result });
      },
      () => {
        if (id === latest && !controller.signal.aborted) {
          sent = null;
          set({ ...state, status: 'error' });
        }
      },
    );
  };

  return {
    input(text) {
      const query = normaliseQuery(text);
      if (query === null) {
        stop();
        latest++;
        sent = null;
        if (state.status !== 'idle') set(IDLE);
        return;
      }
      clearTimeout(timer);
      if (query === sent) {
        // typed away and back within the delay: the answer on screen is this query's again
        if (state.status === 'waiting' && state.query === query) set({ ...state, status: 'done' });
        return;
      }
      if (state.status !== 'loading') set({ ...state, status: 'waiting' });
      timer = setTimeout(() => {
        inFlight?.abort();
        run(query);
      }, delayMs);
    },
    dispose() {
      stop();
      latest++;
    },
  };
}
