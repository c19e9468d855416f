'use client';

import { LazyErrorContent } from '@/components/layout/lazy-error-content';

/** A page failed to render: friendly message, retry, home. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <LazyErrorContent error={error} reset={reset} />;
}
