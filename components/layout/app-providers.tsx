'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/**
 * App-wide SWR defaults. Customer data refreshes when the tab regains focus (another tab may
 * have signed in or filled the cart), but not on every window blur and back within seconds.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ revalidateOnFocus: true, focusThrottleInterval: 30_000, dedupingInterval: 5_000 }}>{children}</SWRConfig>;
}
