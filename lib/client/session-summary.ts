import type { ScopedMutator } from 'swr';
import { getCustomerSummary, getSignedInUser } from '@/lib/api/calls/shell';
import { isMissingExtension } from '@/lib/api/errors';
import type { User } from '@/lib/api/schemas/user';
import { DEFAULT_LOCALE } from '@/lib/i18n/config';
import { browserApi } from './api';
import { cartKey, LOOKUP_PROBE_KEY, WISHLIST_COUNT_KEY } from './swr-keys';

// Set once an upstream answered that it lacks the summary: later checks of this page ask /sign/user at once.
let summaryMissing = false;

/** Tests only: forget that the upstream lacked the summary. */
export function forgetMissingSummary() {
  summaryMissing = false;
}

/**
 * The signed-in customer, asked with one call where the backend has the summary extension
 * (GET /x/customer/summary): its cart, wishlist count and lookup availability go into their SWR
 * keys before the user is returned, so the header's badges and quick-order links, mounted once the
 * user is known, ask nothing. An upstream
 * without it (404/501) gets the spec's GET /sign/user, and the badges ask their own calls.
 * The shop has one interface language (lib/i18n/config), the cart's key is that language's.
 */
export async function fetchSignedInUser(mutate: ScopedMutator): Promise<User> {
  if (!summaryMissing) {
    try {
      const summary = await getCustomerSummary(browserApi, DEFAULT_LOCALE);
      await Promise.all([
        mutate(cartKey(DEFAULT_LOCALE), summary.basket, { revalidate: false }),
        mutate(WISHLIST_COUNT_KEY, summary.wishListCount, { revalidate: false }),
        summary.lookupAvailable === undefined ? null : mutate(LOOKUP_PROBE_KEY, summary.lookupAvailable, { revalidate: false }),
      ]);
      return summary.user;
    } catch (error) {
      if (!isMissingExtension(error)) throw error;
      summaryMissing = true;
    }
  }
  return getSignedInUser(browserApi);
}
