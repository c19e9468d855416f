'use client';

import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { forgetCheckoutDraft, saveCheckoutDraft, type DraftOwner } from '@/lib/browser/checkout-draft';
import type { CheckoutChoices } from './checkout-choices';
import type { CheckoutForm } from './use-checkout-form';

/**
 * Keeps this basket's draft in the tab as the customer types and chooses, from the moment the form
 * was filled (`ready`, so the empty start never overwrites a draft about to be restored). Once the
 * order is placed the draft is forgotten and nothing is saved any more.
 */
export function useCheckoutDraft(form: UseFormReturn<CheckoutForm>, choices: CheckoutChoices, owner: DraftOwner | null, ready: boolean, placed: boolean) {
  useEffect(() => {
    if (placed) {
      forgetCheckoutDraft();
      return;
    }
    if (!ready || !owner) return;
    const save = () => {
      const { billing, delivery } = form.getValues();
      const { mode, shippingId, salePointId, paymentId, packeta, sameAsDelivery, note } = choices;
      saveCheckoutDraft({
        ...owner,
        billing: {
          firstName: billing.firstName,
          lastName: billing.lastName,
          street: billing.street,
          city: billing.city,
          zip: billing.zip,
          phone: billing.phone,
        },
        delivery,
        choices: { mode, shippingId, salePointId, paymentId, packeta, sameAsDelivery, note },
      });
    };
    save();
    const subscription = form.watch(save);
    return () => subscription.unsubscribe();
  }, [form, choices, owner, ready, placed]);
}
