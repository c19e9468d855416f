'use client';

import { Suspense } from 'react';
import { lazyNamed } from '@/lib/browser/lazy-named';
import type { ErrorContentProps } from './error-content';

// Error pages ship with every page's first-load JS while they almost never show: their content
// (buttons, links, icons) loads when one does.
const { Component: ErrorContent } = lazyNamed(() => import('./error-content'), 'ErrorContent');

/** ErrorContent, fetched on first use. */
export function LazyErrorContent(props: ErrorContentProps) {
  return (
    <Suspense fallback={null}>
      <ErrorContent {...props} />
    </Suspense>
  );
}
