'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { signOut } from '@/lib/contract/calls/shell';
import { PageSpinner } from '@/components/ui/page-spinner';
import { browserApi } from '@/lib/browser/api';
import { forgetCartOutboxes } from '@/lib/browser/cart-outbox';
import { forgetCheckoutDraft } from '@/lib/browser/checkout-draft';
import { forgetCustomerCopies } from '@/lib/browser/pwa/forget-customer-copies';
import { pushToast } from '@/lib/browser/toast-store';
import { cartKey } from '@/lib/browser/use-cart';
import { EMPTY_CART } from '@/lib/contract/values';
import { announceSessionChange } from '@/lib/signed-in/browser/session';
import { USER_KEY } from '@/lib/browser/use-user';
import { WISHLIST_COUNT_KEY } from '@/lib/browser/use-wishlist-count';

/** Signs out at once, forgets the customer's data, reloads the cart and goes home, also when sign-out fails (docs/rules.md#states). */
export function LogoutRunner() {
  const t = useTranslations('Logout');
  const lang = useLocale();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  // Strict mode runs effects twice in development; one sign-out is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      let ok = true;
      try {
        await signOut(browserApi);
      } catch (error) {
        ok = false;
        console.error('Sign-out failed', error);
      }
      // the checkout typed in this tab (addresses, note) is the customer's too
      forgetCheckoutDraft();
      // cart changes kept offline are the customer's too: nobody else using the browser may send them
      forgetCartOutboxes();
      // and so are the orders and invoices saved for offline reading (docs/decisions/063-installable-offline-shell.md)
      await forgetCustomerCopies().catch((error: unknown) => console.error('Deleting the offline copies failed', error));
      await mutate(USER_KEY, null, { revalidate: false });
      await mutate(WISHLIST_COUNT_KEY, 0, { revalidate: false });
      // guests fetch no cart: drop the customer's, so a later sign-in never shows it first
      await mutate(cartKey(lang), EMPTY_CART, { revalidate: false });
      // the proxy cleared the signed-in hint: the page shows the guest's view
      announceSessionChange();
      if (ok) pushToast({ variant: 'success', message: 'logoutSuccess' });
      router.replace('/');
    })().catch((error: unknown) => {
      // the clean-up after sign-out failed (SWR's cache): say so, the session cookie is gone anyway
      console.error('Clearing the signed-in data failed', error);
    });
  }, [lang, mutate, router]);

  return <PageSpinner label={t('inProgress')} />;
}
