'use client';

import { useEffect, useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useCheckoutStep } from '@/lib/browser/checkout-step-store';
import { useCart } from '@/lib/browser/use-cart';
import { useUser } from '@/lib/browser/use-user';
import { toCents } from '@/lib/shared/format/money';
import { limitPassed, maySubmitForApproval } from '@/lib/shop/account/order-limit';
import type { CheckoutLimit } from './approval-note';
import { allowedPayments, choiceProblems, defaultDeliveryMethod, effectiveShipping, hasSeparateDelivery, type CheckoutChoices } from './checkout-choices';
import { useCheckoutData } from './use-checkout-data';
import { useCheckoutDraft } from './use-checkout-draft';
import { useCheckoutForm } from './use-checkout-form';
import { usePlaceOrder } from './use-place-order';
import { useStepGuard } from './use-step-guard';

/**
 * Everything the checkout shows, wired together: the customer, the basket, the lists, the form
 * and choices (restored from and saved to this basket's draft), the step and its guard, the
 * placement. Also what is derived from them: the preselections (docs/rules.md#states) and what is missing.
 */
export function useCheckoutState() {
  const router = useRouter();
  const { user, isLoggedIn, isLoading: userLoading } = useUser();
  const { cart, isLoading: cartLoading } = useCart();
  const email = user?.email ?? '';
  const customer = user?.username ?? null;
  const data = useCheckoutData(isLoggedIn, customer, user?.site?.id ?? null);
  const basket = cartLoading ? null : cart.id;
  // what is typed belongs to this customer's basket: another customer or basket starts afresh
  const owner = useMemo(() => (customer !== null && basket !== null ? { owner: customer, basket } : null), [customer, basket]);
  const { form, choices, setChoices, ready, billingId, deliveryId } = useCheckoutForm(data.addresses, email, owner, data.site);
  const [submitted, setSubmitted] = useState(false);
  const step = useCheckoutStep();
  const placement = usePlaceOrder();
  useCheckoutDraft(form, choices, owner, ready, placement.placed);

  // preselections are derived (docs/rules.md#states): the default delivery method, the first allowed payment
  const payments = allowedPayments(data.payments, choices.mode);
  const effective: CheckoutChoices = {
    ...choices,
    shippingId: choices.shippingId ?? defaultDeliveryMethod(data.shipping)?.id ?? null,
    paymentId: payments.some((p) => p.id === choices.paymentId) ? choices.paymentId : (payments[0]?.id ?? null),
  };
  const validate = useStepGuard({
    form,
    shipping: data.shipping,
    choices: effective,
    step,
    active: !data.isLoading && (ready || (!userLoading && !isLoggedIn)),
    onBlocked: () => setSubmitted(true),
  });

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);
  useEffect(() => {
    // docs/rules.md#screens: an empty cart sends the customer home without a history entry
    if (!userLoading && isLoggedIn && !cartLoading && cart.products.length === 0 && !placement.placed) router.replace('/');
  }, [userLoading, isLoggedIn, cartLoading, cart.products.length, placement.placed, router]);

  const method = effectiveShipping(data.shipping, effective);
  const payment = payments.find((p) => p.id === effective.paymentId);
  // the order's total excluding VAT as placing counts it (docs/decisions/059-company-accounts.md); the 409 is the safety net
  const orderCents = toCents(cart.product_price_without_vat) + toCents(method?.price ?? 0) + toCents(payment?.price ?? 0);
  const passed = limitPassed(user ?? null, orderCents);
  const refusedLimit = placement.overLimit;
  const limit: CheckoutLimit | null =
    passed !== null || refusedLimit !== null ? { limitCents: refusedLimit?.limitCents ?? passed, submit: maySubmitForApproval(user ?? null) } : null;

  return {
    loading: userLoading || data.isLoading || (isLoggedIn && (cartLoading || !ready)),
    isLoggedIn,
    email,
    cart,
    data,
    form,
    billingId,
    deliveryId,
    choices,
    effective,
    patch: (p: Partial<CheckoutChoices>) => setChoices((c) => ({ ...c, ...p })),
    payments,
    method,
    payment,
    limit,
    separateDelivery: hasSeparateDelivery(data.shipping, effective),
    step,
    /** what is missing, shown once the customer tried to go on */
    problems: submitted ? choiceProblems(data.shipping, effective, step >= 2) : [],
    markSubmitted: () => setSubmitted(true),
    validate,
    placement,
  };
}

export type CheckoutState = ReturnType<typeof useCheckoutState>;
