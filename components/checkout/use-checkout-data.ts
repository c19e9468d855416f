'use client';

import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { getAddresses } from '@/lib/contract/calls/account';
import { getPaymentMethods, getShippingMethods, getWarehouses } from '@/lib/contract/calls/checkout';
import { browserApi } from '@/lib/browser/api';
import { CUSTOMER_DATA } from '@/lib/browser/swr-options';

const NO_RETRY = { ...CUSTOMER_DATA, revalidateOnFocus: false } as const;

/**
 * The checkout's lists (shipping, payment, warehouses) and, for a customer, the stored addresses.
 * The payments are the customer's (on account only for a company with terms): kept per customer.
 */
export function useCheckoutData(isLoggedIn: boolean, customer: string | null) {
  const lang = useLocale();
  const shipping = useSWR(`/cart/shipping/${lang}`, () => getShippingMethods(browserApi, lang), NO_RETRY);
  const payments = useSWR(['/cart/payment', lang, customer], () => getPaymentMethods(browserApi, lang), NO_RETRY);
  const warehouses = useSWR('/cart/warehouses', () => getWarehouses(browserApi), NO_RETRY);
  const addresses = useSWR(isLoggedIn ? '/customer/address' : null, () => getAddresses(browserApi), NO_RETRY);
  return {
    shipping: shipping.data ?? [],
    payments: payments.data ?? [],
    warehouses: warehouses.data ?? [],
    // addresses that failed to load prefill nothing, but must not hold the form back
    addresses: addresses.data ?? (addresses.error ? [] : undefined),
    // the addresses prefill the form: showing it before they arrive would let their late arrival
    // replace what the customer has typed meanwhile
    isLoading: shipping.isLoading || payments.isLoading || warehouses.isLoading || addresses.isLoading,
    error: shipping.error ?? payments.error ?? warehouses.error,
  };
}
