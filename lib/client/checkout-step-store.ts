import { useSyncExternalStore } from 'react';

export type CheckoutStep = 1 | 2 | 3;

interface StepState {
  step: CheckoutStep;
}

let state: StepState = { step: 1 };
const listeners = new Set<() => void>();
const SERVER_STATE: StepState = { step: 1 };

/**
 * The current checkout step, shared by the page and the step indicator in the checkout header
 * (a parallel route, so not a child of the page): one small store both subscribe to.
 */
export function setCheckoutStep(step: CheckoutStep): void {
  if (state.step === step) return;
  state = { step };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current step; 1 on the server and on a fresh visit. */
export function useCheckoutStep(): CheckoutStep {
  return useSyncExternalStore(subscribe, () => state.step, () => SERVER_STATE.step);
}
