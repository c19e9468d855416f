import type { PacketaPoint, PaymentOption, ShippingMethod } from '@/lib/contract/schemas/checkout';

export type CheckoutMode = 'delivery' | 'pickup';

/** What the customer chose besides the address forms. */
export interface CheckoutChoices {
  mode: CheckoutMode;
  /** the delivery method; pickup uses the pick_up method */
  shippingId: number | null;
  salePointId: number | null;
  paymentId: number | null;
  packeta: PacketaPoint | null;
  sameAsDelivery: boolean;
  note: string;
  terms: boolean;
  privacy: boolean;
  newsletter: boolean;
}

export const INITIAL_CHOICES: CheckoutChoices = {
  mode: 'delivery',
  shippingId: null,
  salePointId: null,
  paymentId: null,
  packeta: null,
  sameAsDelivery: true,
  note: '',
  terms: false,
  privacy: false,
  newsletter: false,
};

/** docs/rules.md#screens, step 2: pickup offers allow_for_store methods, delivery allow_for_shipping ones. */
export function allowedPayments(payments: readonly PaymentOption[], mode: CheckoutMode): PaymentOption[] {
  return payments.filter((p) => (mode === 'pickup' ? p.allow_for_store : p.allow_for_shipping));
}

/** The delivery methods (non-pickup), and the default one preselected (else the first). */
export function deliveryMethods(shipping: readonly ShippingMethod[]): ShippingMethod[] {
  return shipping.filter((s) => !s.pick_up);
}

export function defaultDeliveryMethod(shipping: readonly ShippingMethod[]): ShippingMethod | undefined {
  const delivery = deliveryMethods(shipping);
  return delivery.find((s) => s.default) ?? delivery[0];
}

/** The shipping method an order uses: the chosen delivery method, or the pickup method. */
export function effectiveShipping(shipping: readonly ShippingMethod[], choices: CheckoutChoices): ShippingMethod | undefined {
  if (choices.mode === 'pickup') return shipping.find((s) => s.pick_up);
  return shipping.find((s) => s.id === choices.shippingId && !s.pick_up);
}

/**
 * Whether the order goes to an address the customer types: delivery by courier. A parcel point
 * (Packeta) or a store (pickup) is the address otherwise, and the delivery-address form is moot.
 */
export function takesDeliveryAddress(shipping: readonly ShippingMethod[], choices: CheckoutChoices): boolean {
  return choices.mode === 'delivery' && !effectiveShipping(shipping, choices)?.is_packeta;
}

/** Whether the order carries the separate delivery address the customer typed. */
export function hasSeparateDelivery(shipping: readonly ShippingMethod[], choices: CheckoutChoices): boolean {
  return takesDeliveryAddress(shipping, choices) && !choices.sameAsDelivery;
}

export type ChoiceProblem = 'shipping' | 'packeta' | 'salePoint' | 'payment';

/** What step 1 (or 2, with payment) still lacks. */
export function choiceProblems(shipping: readonly ShippingMethod[], choices: CheckoutChoices, withPayment: boolean): ChoiceProblem[] {
  const problems: ChoiceProblem[] = [];
  const method = effectiveShipping(shipping, choices);
  if (!method) problems.push('shipping');
  if (method?.is_packeta && !choices.packeta) problems.push('packeta');
  if (choices.mode === 'pickup' && choices.salePointId === null) problems.push('salePoint');
  if (withPayment && choices.paymentId === null) problems.push('payment');
  return problems;
}
