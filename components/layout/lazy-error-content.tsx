'use client';

import { Suspense, lazy } from 'react';
import type { ErrorContentProps } from './error-content';

// Error pages ship with every page's first-load JS while they almost never show: their content
// (buttons, links, icons) loads when one does.
const ErrorContent = lazy(() => import('./error-content').then((module) => ({ default: module.ErrorContent })));

/** ErrorContent, fetched on first use. */
export function LazyErrorContent(props: ErrorContentProps) {
  return (
    <Suspense fallback={null}>
      <ErrorContent {...props} />
    </Suspense>
  );
}
