'use client';

import { ErrorContent } from '@/components/layout/error-content';

/** A page failed to render: friendly message, retry, home. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorContent error={error} reset={reset} />;
}
