'use client';

import useSWR from 'swr';
import { lookupProducts } from '@/lib/contract/calls/product-lookup';
import { isMissingExtension } from '@/lib/contract/errors';
import { browserApi } from '@/lib/browser/api';
import { CUSTOMER_DATA } from '@/lib/browser/swr-options';
import { LOOKUP_PROBE_KEY as PROBE_KEY } from '@/lib/browser/swr-keys';
import { useSession } from './session';

// The probe, where the session check's summary has not answered it already (session-summary.ts
// fills PROBE_KEY, and SWR does not call the probe for a key that has data): the lookup call with
// no codes answers at once and costs no query. Its answer stays in PROBE_KEY for the page load.

async function probe(): Promise<boolean> {
  try {
    await lookupProducts(browserApi, []);
    return true;
  } catch (error) {
    // only an upstream without the call hides the feature; a passing failure shows up when it is used
    return !isMissingExtension(error);
  }
}

/**
 * Whether the backend has the product lookup (quick order, add by code): true, false (an upstream
 * without the extension: the links and fields are left out), or undefined while it is not known yet
 * or for guests. Asked once per page load, whichever component asks.
 */
export function useLookupAvailable(): boolean | undefined {
  const customer = useSession() === 'customer';
  const { data } = useSWR(customer ? PROBE_KEY : null, probe, {
    ...CUSTOMER_DATA,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return data;
}
