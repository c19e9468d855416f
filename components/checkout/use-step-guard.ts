'use client';

import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ShippingMethod } from '@/lib/contract/schemas/checkout';
import { currentCheckoutStep, setCheckoutStep, type CheckoutStep } from '@/lib/browser/checkout-step-store';
import { choiceProblems, type CheckoutChoices } from './checkout-choices';
import type { CheckoutForm } from './use-checkout-form';

interface StepGuardInput {
  form: UseFormReturn<CheckoutForm>;
  shipping: readonly ShippingMethod[];
  /** the effective choices (preselections applied) */
  choices: CheckoutChoices;
  step: CheckoutStep;
  /** the form is filled and the lists loaded (or the visitor is a guest): checking means something */
  active: boolean;
  /** the customer was sent back: show what is missing */
  onBlocked: () => void;
}

/**
 * The step in the history entry is only a wish: a reload or a Forward press may return to step 2
 * or 3 while what they need is missing (a field emptied after going back). The customer lands on
 * the first incomplete step instead, its errors shown and the first wrong field focused.
 * Returns the form's validation for the Next button: a submit attempt, so from then on every
 * field's error follows its value as the customer types (react-hook-form's reValidateMode).
 */
export function useStepGuard({ form, shipping, choices, step, active, onBlocked }: StepGuardInput) {
  const validate = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        // focuses the first field in error, when it is on the page
        void form.handleSubmit(
          () => resolve(true),
          () => resolve(false),
        )();
      }),
    [form],
  );
  const sentBack = useRef(false);

  const check = useEffectEvent(async (at: CheckoutStep) => {
    if (at === 1) return;
    let reachable: CheckoutStep = at;
    if (!(await validate()) || choiceProblems(shipping, choices, false).length > 0) reachable = 1;
    else if (at === 3 && choiceProblems(shipping, choices, true).length > 0) reachable = 2;
    // the customer may have moved on while the form was checked
    if (reachable === at || currentCheckoutStep() !== at) return;
    sentBack.current = reachable === 1;
    onBlocked();
    setCheckoutStep(reachable, { replace: true });
  });

  useEffect(() => {
    if (active) void check(step);
  }, [active, step]);
  useEffect(() => {
    // sent back to step 1: once its fields are on the page again, take the customer to the first wrong one
    if (step !== 1 || !sentBack.current) return;
    sentBack.current = false;
    void validate();
  }, [step, validate]);

  return validate;
}
