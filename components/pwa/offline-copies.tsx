'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { useUser } from '@/lib/browser/use-user';
import { whenIdleAfterLoad } from '@/lib/browser/pwa/register';
import { customerCacheName, saveCustomerCopies } from '@/lib/browser/pwa/customer-copies';

/**
 * A signed-in customer's pages keep their newest orders, invoices and datasheets saved for offline
 * reading (lib/browser/pwa/customer-copies.ts), at idle and only where a service worker can serve them.
 * Renders nothing; only customers download it (customerPart).
 */
export function OfflineCopies() {
  const { user } = useUser();
  const lang = useLocale();
  const username = user?.username;
  const authCheck = user?.auth_check;
  useEffect(() => {
    if (!username || authCheck === undefined || !('caches' in window) || !('serviceWorker' in navigator)) return;
    // the person signing out (or another person's session) ends this effect: the saving stops with it
    const stop = new AbortController();
    whenIdleAfterLoad(() => {
      // once a worker is active (never in `next dev`, which registers none): only it can serve the copies
      void navigator.serviceWorker.ready
        .then(() => (stop.signal.aborted || !navigator.onLine ? undefined : customerCacheName(username, authCheck)))
        .then((name) => (name ? saveCustomerCopies(name, lang, stop.signal) : undefined))
        .catch((error: unknown) => console.warn('Saving offline copies failed', error));
    });
    return () => stop.abort();
  }, [username, authCheck, lang]);
  return null;
}
