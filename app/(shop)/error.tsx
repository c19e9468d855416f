'use client';

import { LazyErrorContent } from '@/components/layout/lazy-error-content';

/**
 * A shop page failed: a friendly message with retry and home, inside the shop's header and
 * footer. There is no root error.tsx: each boundary is a script in every page below it, and
 * every page lives in (shop) or (checkout).
 */
export default function ShopError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <LazyErrorContent error={error} reset={reset} />;
}
