import type { ScopedMutator } from 'swr';
import { getCustomerPage } from '@/lib/contract/calls/customer-page';
import { getCustomerSummary, getSignedInUser } from '@/lib/contract/calls/shell';
import type { User } from '@/lib/contract/schemas/user';
import { DEFAULT_LOCALE } from '@/lib/shared/i18n/config';
import { takeEarlyPageIds } from '@/lib/shop/account/early-calls';
import { browserApi } from './api';
import { extensionOrFallback } from './missing-extensions';
import { pagePrices, pagePricesIds } from './page-prices';
import { cartKey, customerPricesKey, LOOKUP_PROBE_KEY, WISHLIST_COUNT_KEY } from './swr-keys';

type Summary = Awaited<ReturnType<typeof getCustomerSummary>>;

/** The page call with the ids the page started it with (early-calls.ts): its prices go to the first list's key. */
async function fromPageCall(mutate: ScopedMutator): Promise<Summary | null> {
  const ids = takeEarlyPageIds() ?? [];
  const page = await getCustomerPage(browserApi, DEFAULT_LOCALE, ids);
  if (ids.length > 0) {
    // the key first: a loader that finds the store filled (page-prices.ts) must find the key filled too
    await mutate(customerPricesKey(ids), page.prices, { revalidate: false });
    pagePrices.set({ ids: pagePricesIds(ids), prices: page.prices, at: Date.now() });
  }
  return page.summary;
}

/**
 * The signed-in customer, asked with one call where the backend has the page extension
 * (POST /x/customer/page, with the prices of the page's first list), else the summary
 * (GET /x/customer/summary): its cart, wishlist count and lookup availability go into their SWR
 * keys before the user is returned, so the header's badges and quick-order links, mounted once the
 * user is known, ask nothing. An upstream without either (404/501) gets the spec's GET /sign/user,
 * and the badges ask their own calls.
 * The shop has one interface language (lib/shared/i18n/config), the cart's key is that language's.
 */
export async function fetchSignedInUser(mutate: ScopedMutator): Promise<User> {
  const { value: summary } = await extensionOrFallback(
    'customer-page',
    () => fromPageCall(mutate),
    async () =>
      (
        await extensionOrFallback(
          'customer-summary',
          () => getCustomerSummary(browserApi, DEFAULT_LOCALE),
          async () => null,
        )
      ).value,
  );
  if (!summary) return getSignedInUser(browserApi);
  await Promise.all([
    mutate(cartKey(DEFAULT_LOCALE), summary.basket, { revalidate: false }),
    mutate(WISHLIST_COUNT_KEY, summary.wishListCount, { revalidate: false }),
    summary.lookupAvailable === undefined ? null : mutate(LOOKUP_PROBE_KEY, summary.lookupAvailable, { revalidate: false }),
  ]);
  return summary.user;
}
