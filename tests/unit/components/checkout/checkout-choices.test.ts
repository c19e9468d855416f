import { allowedPayments, choiceProblems, defaultDeliveryMethod, effectiveShipping, INITIAL_CHOICES } from '@/components/checkout/checkout-choices';
import type { PaymentOption, ShippingMethod } from '@/lib/contract/schemas/checkout';

const SHIPPING: ShippingMethod[] = [
  { id: 1, name: 'Kuriér', price: '5.90', pick_up: false, default: false, is_packeta: false },
  { id: 2, name: 'Zásielkovňa', price: '3.90', pick_up: false, default: true, is_packeta: true },
  { id: 3, name: 'Osobný odber', price: '0.00', pick_up: true, default: false, is_packeta: false },
];
const PAYMENTS: PaymentOption[] = [
  { id: 1, name: 'Prevod', price: 0, allow_for_store: true, allow_for_shipping: true },
  { id: 2, name: 'Dobierka', price: 1.5, allow_for_store: false, allow_for_shipping: true },
  { id: 3, name: 'Hotovosť', price: 0, allow_for_store: true, allow_for_shipping: false },
];

describe('checkout choices', () => {
  it('offers store payments for pickup and shipping payments for delivery', () => {
    expect(allowedPayments(PAYMENTS, 'pickup').map((p) => p.id)).toEqual([1, 3]);
    expect(allowedPayments(PAYMENTS, 'delivery').map((p) => p.id)).toEqual([1, 2]);
  });

  it('preselects the default delivery method, never the pickup one', () => {
    expect(defaultDeliveryMethod(SHIPPING)?.id).toBe(2);
    expect(defaultDeliveryMethod(SHIPPING.map((s) => ({ ...s, default: false })))?.id).toBe(1);
    expect(effectiveShipping(SHIPPING, { ...INITIAL_CHOICES, mode: 'pickup', shippingId: 1 })?.id).toBe(3);
  });

  it('asks for a Packeta point, a store for pickup and a payment from step 2', () => {
    expect(choiceProblems(SHIPPING, { ...INITIAL_CHOICES, shippingId: 2 }, false)).toEqual(['packeta']);
    expect(choiceProblems(SHIPPING, { ...INITIAL_CHOICES, mode: 'pickup' }, true)).toEqual(['salePoint', 'payment']);
    expect(choiceProblems(SHIPPING, { ...INITIAL_CHOICES, shippingId: 1, paymentId: 2 }, true)).toEqual([]);
    expect(choiceProblems(SHIPPING, INITIAL_CHOICES, false)).toEqual(['shipping']);
  });
});
