'use client';

import { useEffect, useRef, useState } from 'react';
import { getCategoryFacets } from '@/lib/contract/calls/catalogue';
import { isAbortError } from '@/lib/contract/client';
import type { FacetsResponse } from '@/lib/contract/schemas/facets';
import { parseFacetSelection, toggleFacetValue, type FacetSelection } from '@/lib/contract/rules/facet-selection';
import { browserApi } from '@/lib/browser/api';

/**
 * The drawer's draft selection and its counts: each change asks the facets call again (the last
 * answer wins, earlier ones are aborted). Reopening the drawer starts from the applied selection.
 */
export function useDraftFacets(categoryId: number, initial: FacetsResponse, inStock: boolean, open: boolean) {
  const [selection, setSelection] = useState<FacetSelection>(() => parseFacetSelection(initial.selection));
  const [facets, setFacets] = useState(initial);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = useRef<AbortController | null>(null);

  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setSelection(parseFacetSelection(initial.selection));
      setFacets(initial);
      setFailed(false);
    }
  }

  useEffect(() => () => request.current?.abort(), []);

  const replace = (next: FacetSelection) => {
    setSelection(next);
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setPending(true);
    setFailed(false);
    getCategoryFacets(browserApi, categoryId, next, inStock, { signal: controller.signal })
      .then((answer) => {
        setFacets(answer);
        setPending(false);
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        setPending(false);
        setFailed(true);
      });
  };

  return {
    selection,
    facets,
    pending,
    failed,
    replace,
    toggle: (key: string, value: string) => replace(toggleFacetValue(selection, key, value)),
  };
}
