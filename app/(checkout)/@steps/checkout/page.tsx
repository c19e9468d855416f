import { CheckoutSteps } from '@/components/checkout/checkout-steps';

/** The checkout header's step indicator (the @steps slot of the checkout layout). */
export default function CheckoutStepsSlot() {
  return <CheckoutSteps />;
}
