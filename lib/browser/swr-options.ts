import type { SWRConfiguration } from 'swr';
import { mayBeSignedIn } from '@/lib/shop/account/signed-in-hint';

/**
 * Options every SWR hook of customer data passes. They were an app-wide SWRConfig, but that
 * provider put SWR into every guest page's first load; SWR now loads only with customer code.
 * Data refreshes when the tab regains focus (another tab may have signed in or filled the cart),
 * but not on every window blur and back within seconds. Once the browser holds no signed-in hint
 * (signed out here or in another tab) nothing is asked any more: such a call could only answer 401.
 */
export const CUSTOMER_DATA = {
  revalidateOnFocus: true,
  focusThrottleInterval: 30_000,
  dedupingInterval: 5_000,
  isPaused: () => !mayBeSignedIn(),
} as const satisfies SWRConfiguration;

/**
 * The session, cart and wishlist count every signed-in page shows: what one page fetched (or the
 * session check's summary filled in) is shown on the next client navigation without asking again.
 * They stay current through their mutations, the tab's return (focus) and sign-in/out.
 */
export const SHELL_DATA = { ...CUSTOMER_DATA, revalidateIfStale: false } as const satisfies SWRConfiguration;
