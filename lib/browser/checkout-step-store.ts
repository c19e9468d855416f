import { useSyncExternalStore } from 'react';
import { createListeners } from './listener-store';

export type CheckoutStep = 1 | 2 | 3;

/** The key of the step in the history entry's state (next to Next's own keys, which it keeps). */
const STATE_KEY = 'checkoutStep';

/** The step a history entry's state holds; 1 for an entry without one (a fresh visit to /checkout). */
export function stepFromState(state: unknown): CheckoutStep {
  const value = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[STATE_KEY] : undefined;
  return value === 2 || value === 3 ? value : 1;
}

/** The step of the current history entry. */
export function currentCheckoutStep(): CheckoutStep {
  return stepFromState(window.history.state);
}

// The step lives in the history entry; these only hear of the changes made here.
const { subscribe: subscribeToSteps, notify } = createListeners();

/**
 * Moves to a step as a new browser history entry of the same URL: Back returns to the previous
 * step instead of leaving the checkout, Forward comes back, and a reload keeps the step (browsers
 * keep an entry's state across reloads). `replace` corrects the current entry instead (a step the
 * customer may not be on yet). Next's router keeps custom state in the entries it rewrites.
 */
export function setCheckoutStep(step: CheckoutStep, { replace = false }: { replace?: boolean } = {}): void {
  if (currentCheckoutStep() === step) return;
  const state: unknown = { ...(window.history.state ?? {}), [STATE_KEY]: step };
  if (replace) window.history.replaceState(state, '');
  else window.history.pushState(state, '');
  notify();
}

function subscribe(listener: () => void) {
  const unsubscribe = subscribeToSteps(listener);
  // Back and Forward move between entries without a call here
  window.addEventListener('popstate', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('popstate', listener);
  };
}

/**
 * The current step, shared by the page and the step indicator in the checkout header (a parallel
 * route, so not a child of the page); 1 on the server, whose HTML is the same for every step.
 */
export function useCheckoutStep(): CheckoutStep {
  return useSyncExternalStore(subscribe, currentCheckoutStep, () => 1);
}
