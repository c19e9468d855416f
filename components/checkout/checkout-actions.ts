import { setCheckoutStep } from '@/lib/browser/checkout-step-store';
import { pushToast } from '@/lib/browser/toast-store';
import { choiceProblems, type CheckoutMode } from './checkout-choices';
import type { CheckoutState } from './use-checkout-state';

/** What the checkout's buttons do: move between the steps (checking the one left) and place the order. */
export function checkoutActions(s: CheckoutState) {
  const { step, data, effective } = s;

  /** Next: the step's fields and choices must be complete, else a toast and the errors. */
  async function next() {
    s.markSubmitted();
    const formValid = step === 1 ? await s.validate() : true;
    if (!formValid || choiceProblems(data.shipping, effective, step === 2).length > 0) {
      pushToast({ variant: 'warning', message: 'formInvalid' });
      return;
    }
    setCheckoutStep(step === 1 ? 2 : 3);
  }

  function placeOrder() {
    const values = s.form.getValues();
    const { method, payment, choices } = s;
    // the summary step says which consent is missing; nothing is sent without both
    if (!method || !payment || s.cart.id === null || !choices.terms || !choices.privacy) return;
    // a buyer's order over their limit goes to the owner (docs/decisions/059-company-accounts.md)
    const run = s.limit?.submit ? s.placement.submitForApproval : s.placement.place;
    void run({
      basket: s.cart.id,
      billing: { ...values.billing, email: s.email },
      billingId: s.billingId,
      delivery: s.separateDelivery ? values.delivery : null,
      deliveryId: s.deliveryId,
      shipping: method.id,
      packeta: method.is_packeta ? choices.packeta : null,
      salePoint: choices.mode === 'pickup' ? choices.salePointId : null,
      payment: payment.id,
      note: choices.note.trim(),
      followNews: choices.newsletter,
      cardGateway: payment.card_gateway === true,
    });
  }

  return {
    next,
    back: () => setCheckoutStep(step === 3 ? 2 : 1),
    /** a new mode drops the payment: the allowed ones differ */
    switchMode: (mode: CheckoutMode) => s.patch({ mode, paymentId: null }),
    placeOrder,
  };
}
