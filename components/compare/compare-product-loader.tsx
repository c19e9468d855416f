'use client';

import { useEffect } from 'react';
import useSWR from 'swr';
import { getProductByUrl } from '@/lib/contract/calls/catalogue';
import { ApiError } from '@/lib/contract/errors';
import { browserApi } from '@/lib/browser/api';
import type { CompareEntry } from '@/lib/browser/compare-list';
import type { SessionStatus } from '@/lib/signed-in/browser/session';
import type { ColumnState } from './compare-column';

interface LoaderProps {
  entry: CompareEntry;
  lang: string;
  session: SessionStatus;
  onState: (id: number, state: ColumnState) => void;
}

/**
 * Reads one compared product with the spec's detail call, in the browser with the visitor's
 * cookies: a customer's answer carries prices, a guest's none, and no server HTML holds either.
 * One call per product, so adding or removing one never reloads the others. Renders nothing.
 */
export function CompareProductLoader({ entry, lang, session, onState }: LoaderProps) {
  // the session is part of the key: signing in or out elsewhere asks again, for that visitor's view
  const key = session === 'unknown' ? null : ['compare-product', session, lang, entry.url];
  const { data, error, mutate } = useSWR(key, () => getProductByUrl(browserApi, entry.url, lang), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  useEffect(() => {
    let state: ColumnState = { status: 'loading' };
    if (data) state = { status: 'ready', product: data };
    else if (error instanceof ApiError && error.status === 404) state = { status: 'gone' };
    else if (error) state = { status: 'failed', retry: () => void mutate() };
    onState(entry.id, state);
  }, [data, error, mutate, entry.id, onState]);
  return null;
}
