'use client';

import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { dropEarlyCalls } from '@/lib/shop/account/early-calls';
import { createStore } from '@/lib/browser/listener-store';
import { lazyNamed } from '@/lib/browser/lazy-named';
import { pagePrices } from '@/lib/browser/page-prices';
import { markSignedIn, mayBeSignedIn } from '@/lib/shop/account/signed-in-hint';

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

// True while every customer-code load started so far has answered (or failed: the part's own render
// reports that), and at least one started. Read during render, so the session check mounts in the
// very render that finds the hint when the code is already there (SessionProvider).
const codeReady = createStore(false);
let codePending = 0;
function startLoading(preload: () => Promise<unknown>) {
  codePending += 1;
  if (codeReady.get()) codeReady.set(false);
  const done = () => {
    codePending -= 1;
    if (codePending === 0) codeReady.set(true);
  };
  void preload().then(done, done);
}

/** Registers customer-only code (see customerPart); a browser holding the hint starts loading it at once. */
export function registerCustomerCode(preload: () => Promise<unknown>) {
  customerCode.add(preload);
  if (mayBeSignedIn()) startLoading(preload);
}

/** Starts loading the page's customer code before it is needed (the login form is open, or a sign-in answered). */
export function preloadCustomerCode() {
  for (const preload of customerCode) startLoading(preload);
}

const sessionCheck = lazyNamed(() => import('./session-check'), 'SessionCheck');
registerCustomerCode(sessionCheck.preload);
// what the first customer call parses its answer with (lib/contract/client.ts loads it with that call)
registerCustomerCode(() => Promise.all([import('zod/mini'), import('@/lib/contract/schemas/responses')]));

/**
 * Runs the session check that useSession reads. Without the signed-in hint the visitor is a guest
 * at once; with it the session check (SWR, lib/browser/use-user) loads and answers.
 *
 * The check starts once the customer code of the page is there, so no customer part ever mounts
 * without its code. A part that suspends on its code shows its fallback, and React then holds the
 * reveal for its Suspense throttle after that fallback appeared: on a warm cache the code came
 * just after hydration and every other visit showed prices that much later. The code
 * loads from the start of the page's JavaScript (registerCustomerCode) and the check's answer is
 * there before it (early-calls.ts), so waiting for it delays nothing.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const hint = useSyncExternalStore(subscribeHint, readHint, serverHint);
  const codeLoaded = useSyncExternalStore(codeReady.subscribe, codeReady.get, () => false);
  // once started the check stays: code the next page registers must not unmount it
  const [checkStarted, setCheckStarted] = useState(false);
  const runCheck = hint === 'hinted' && (checkStarted || codeLoaded);
  if (runCheck && !checkStarted) setCheckStarted(true);
  // a sign-in or sign-out on this page: the customer's placeholders follow (the head's script set it at load)
  useEffect(() => {
    if (hint !== 'server') markSignedIn(hint === 'hinted');
  }, [hint]);
  // signed in on this page without the login form's preload (another tab): load the code now
  useEffect(() => {
    if (hint === 'hinted' && !codeReady.get() && codePending === 0) preloadCustomerCode();
  }, [hint]);
  return (
    <>
      {runCheck && (
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
