'use client';

import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { getAddresses } from '@/lib/contract/calls/account';
import { getPaymentMethods, getShippingMethods, getWarehouses } from '@/lib/contract/calls/checkout';
import { getSites } from '@/lib/contract/calls/sites';
import { browserApi } from '@/lib/browser/api';
import { SITES_KEY } from '@/lib/browser/swr-keys';
import { CUSTOMER_DATA } from '@/lib/browser/swr-options';

const NO_RETRY = { ...CUSTOMER_DATA, revalidateOnFocus: false } as const;

/**
 * The checkout's lists (shipping, payment, warehouses) and, for a customer, the stored addresses.
 * The payments are the customer's (on account only for a company with terms): kept per customer.
 * With a current building site (`siteId`), the company's sites too: the basket is that site's cart,
 * and its address is the default delivery address (docs/decisions/059-company-accounts.md).
 */
export function useCheckoutData(isLoggedIn: boolean, customer: string | null, siteId: number | null) {
  const lang = useLocale();
  const shipping = useSWR(`/cart/shipping/${lang}`, () => getShippingMethods(browserApi, lang), NO_RETRY);
  const payments = useSWR(['/cart/payment', lang, customer], () => getPaymentMethods(browserApi, lang), NO_RETRY);
  const warehouses = useSWR('/cart/warehouses', () => getWarehouses(browserApi), NO_RETRY);
  const addresses = useSWR(isLoggedIn ? '/customer/address' : null, () => getAddresses(browserApi), NO_RETRY);
  const sites = useSWR(isLoggedIn && siteId !== null ? SITES_KEY : null, () => getSites(browserApi), NO_RETRY);
  return {
    shipping: shipping.data ?? [],
    payments: payments.data ?? [],
    warehouses: warehouses.data ?? [],
    // addresses that failed to load prefill nothing, but must not hold the form back
    addresses: addresses.data ?? (addresses.error ? [] : undefined),
    // the current site (null: none, or its list failed: the form starts as without a site); undefined until known
    site: siteId === null || sites.error ? null : sites.data && (sites.data.sites.find((s) => s.id === siteId) ?? null),
    // the addresses prefill the form: showing it before they arrive would let their late arrival
    // replace what the customer has typed meanwhile
    isLoading: shipping.isLoading || payments.isLoading || warehouses.isLoading || addresses.isLoading || sites.isLoading,
    error: shipping.error ?? payments.error ?? warehouses.error,
  };
}
