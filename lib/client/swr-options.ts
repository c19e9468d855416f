import type { SWRConfiguration } from 'swr';

/**
 * Options every SWR hook of customer data passes. They were an app-wide SWRConfig, but that
 * provider put SWR into every guest page's first load; SWR now loads only with customer code.
 * Data refreshes when the tab regains focus (another tab may have signed in or filled the cart),
 * but not on every window blur and back within seconds.
 */
export const CUSTOMER_DATA = { revalidateOnFocus: true, focusThrottleInterval: 30_000, dedupingInterval: 5_000 } as const satisfies SWRConfiguration;
