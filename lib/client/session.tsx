'use client';

import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { dropEarlyCalls } from './early-calls';
import { createStore } from './listener-store';
import { lazyNamed } from './lazy-named';
import { pagePrices } from './page-prices';
import { markSignedIn, mayBeSignedIn } from './signed-in-hint';

/**
 * What a page knows of the visitor: 'unknown' in the server's HTML and until the check answers,
 * then 'guest' or 'customer'. Components that differ for customers read this instead of the
 * SWR session hook, so a guest's browser never downloads SWR or any customer code.
 */
export type SessionStatus = 'unknown' | 'guest' | 'customer';

/**
 * The session check's answer, kept in a store rather than a context: the status changes right after
 * hydration ('unknown' to 'guest'), and a context change above the page makes React throw away the
 * server HTML of every part not hydrated yet and draw it again, dropping what the visitor already
 * ticked or typed there. A store re-renders only the components that read it.
 */
const checkedStatus = createStore<SessionStatus>('unknown');

/** Fired after sign-in and sign-out, which set or clear the signed-in hint cookie. */
const SESSION_CHANGED = 'secshop:session-changed';

/** Tells the page the signed-in hint may have changed (call after sign-in or sign-out answered). */
export function announceSessionChange() {
  dropEarlyCalls();
  pagePrices.set(null);
  window.dispatchEvent(new Event(SESSION_CHANGED));
}

function subscribeHint(onChange: () => void) {
  // another tab may sign in or out: re-read the cookie when this one comes back
  window.addEventListener(SESSION_CHANGED, onChange);
  window.addEventListener('focus', onChange);
  return () => {
    window.removeEventListener(SESSION_CHANGED, onChange);
    window.removeEventListener('focus', onChange);
  };
}
const readHint = () => (mayBeSignedIn() ? 'hinted' : 'none');
// The server's HTML is the same for everyone, and hydration must match it.
const serverHint = () => 'server';

// Customer code this page may need: fetched at once where the hint is there, or when a sign-in is near.
const customerCode = new Set<() => Promise<unknown>>();

// Loads started and not answered yet: none left after at least one started means the code is there,
// so the session check can mount in the very render that finds the hint (SessionProvider)
let codeStarted = 0;
let codePending = 0;
const codeArrived = () => codeStarted > 0 && codePending === 0;
function startLoading(preload: () => Promise<unknown>) {
  codeStarted += 1;
  codePending += 1;
  const done = () => {
    codePending -= 1;
  };
  void preload().then(done, done);
}

/** Registers customer-only code (see customerPart); a browser holding the hint starts loading it at once. */
export function registerCustomerCode(preload: () => Promise<unknown>) {
  customerCode.add(preload);
  if (mayBeSignedIn()) startLoading(preload);
}

/** Starts loading the page's customer code before it is needed (the login form is open). */
export function preloadCustomerCode() {
  for (const preload of customerCode) startLoading(preload);
}

/** Resolves once every customer part registered so far has its code (or failed to get it: the part's own render reports that). */
const customerCodeLoaded = () => Promise.allSettled([...customerCode].map((preload) => preload()));

const sessionCheck = lazyNamed(() => import('./session-check'), 'SessionCheck');
registerCustomerCode(sessionCheck.preload);
// what the first customer call parses its answer with (lib/api/client.ts loads it with that call)
registerCustomerCode(() => Promise.all([import('zod/mini'), import('@/lib/api/schemas/responses')]));

/**
 * Runs the session check that useSession reads. Without the signed-in hint the visitor is a guest
 * at once; with it the session check (SWR, lib/client/use-user) loads and answers.
 *
 * The check starts once the customer code of the page is there, so no customer part ever mounts
 * without its code. A part that suspends on its code shows its fallback, and React then holds the
 * reveal until 300 ms after that fallback appeared (its Suspense throttle): on a warm cache the code
 * came 20–40 ms after hydration and every other visit showed prices about 300 ms later. The code
 * loads from the start of the page's JavaScript (registerCustomerCode) and the check's answer is
 * there before it (early-calls.ts), so waiting for it delays nothing.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const hint = useSyncExternalStore(subscribeHint, readHint, serverHint);
  const [codeLoaded, setCodeLoaded] = useState(false);
  // a sign-in or sign-out on this page: the customer's placeholders follow (the head's script set it at load)
  useEffect(() => {
    if (hint !== 'server') markSignedIn(hint === 'hinted');
  }, [hint]);
  useEffect(() => {
    if (hint !== 'hinted' || codeLoaded || codeArrived()) return;
    let live = true;
    void customerCodeLoaded().then(() => live && setCodeLoaded(true));
    return () => {
      live = false;
    };
  }, [hint, codeLoaded]);
  return (
    <>
      {hint === 'hinted' && (codeLoaded || codeArrived()) && (
        <Suspense fallback={null}>
          <sessionCheck.Component onStatus={checkedStatus.set} />
        </Suspense>
      )}
      {children}
    </>
  );
}

/** The visitor's SessionStatus (see SessionProvider). */
export function useSession(): SessionStatus {
  const hint = useSyncExternalStore(subscribeHint, readHint, serverHint);
  const checked = useSyncExternalStore(checkedStatus.subscribe, checkedStatus.get, () => 'unknown' as const);
  return hint === 'server' ? 'unknown' : hint === 'none' ? 'guest' : checked;
}
