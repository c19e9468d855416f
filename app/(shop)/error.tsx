'use client';

import { LazyErrorContent } from '@/components/layout/lazy-error-content';

/** A shop page failed: the message stays inside the shop's header and footer. */
export default function ShopError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <LazyErrorContent error={error} reset={reset} />;
}
