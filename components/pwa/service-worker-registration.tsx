'use client';

import { Suspense, useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { lazyNamed } from '@/lib/browser/lazy-named';
import { forgetCustomerCopies } from '@/lib/browser/pwa/forget-customer-copies';
import { registerServiceWorker, waitingWorker, whenIdleAfterLoad } from '@/lib/browser/pwa/register';
import { SAVED_NOTICE_ATTRIBUTE } from '@/lib/shared/pwa/offline';
import { mayBeSignedIn } from '@/lib/shop/account/signed-in-hint';
import { useSession } from '@/lib/signed-in/browser/session';

const updatePrompt = lazyNamed(() => import('./update-prompt'), 'UpdatePrompt');
const noWorker = () => null;

// Read when this module first runs, before React hydrates <html>: hydration drops the attributes its
// own render does not have, and with them the notice the worker wrote on a page served from its copy.
const savedNotice = typeof document === 'undefined' ? null : document.documentElement.getAttribute(SAVED_NOTICE_ATTRIBUTE);

/**
 * Registers the service worker once the page is interactive and idle, offers a waiting new version
 * (its prompt's code loads only then), deletes customer copies a guest's browser still holds, and
 * keeps a saved page's "stránka uložená …" notice through hydration (docs/decisions/063-installable-offline-shell.md).
 */
export function ServiceWorkerRegistration() {
  const session = useSession();
  const waiting = useSyncExternalStore(waitingWorker.subscribe, waitingWorker.get, noWorker);
  // before the first paint after hydration, so the saved time never blinks away
  useLayoutEffect(() => {
    if (savedNotice) document.documentElement.setAttribute(SAVED_NOTICE_ATTRIBUTE, savedNotice);
  }, []);
  useEffect(() => {
    // `next dev` rebuilds pages as they change: a worker saving them would show old ones
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    // a browser that refuses (private mode, a policy) is the shop without offline copies
    whenIdleAfterLoad(() => void registerServiceWorker().catch(() => undefined));
  }, []);
  useEffect(() => {
    // the hint cookie is gone: signed out here or in another tab, or the session ended. Not a failed
    // session check with the hint still there: offline, that is every page, and the copies are for it.
    if (session !== 'guest' || mayBeSignedIn() || !('caches' in window)) return;
    whenIdleAfterLoad(() => void forgetCustomerCopies());
  }, [session]);
  return waiting ? (
    <Suspense fallback={null}>
      <updatePrompt.Component />
    </Suspense>
  ) : null;
}
