'use client';

import { ErrorContent } from '@/components/layout/error-content';

/** A shop page failed: the message stays inside the shop's header and footer. */
export default function ShopError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorContent error={error} reset={reset} />;
}
