/** @jest-environment node */
import { basketAddPayloadSchema, basketUpdatePayloadSchema, quantitySchema } from '@/lib/contract/schemas/requests/basket';

describe('quantity', () => {
  it.each([1, 2, 9999])('accepts %p', (quantity) => {
    expect(quantitySchema.safeParse(quantity).success).toBe(true);
  });

  it.each([
    [0, 'forms.min'],
    [-1, 'forms.min'],
    [1.5, 'forms.integer'],
    [10000, 'forms.max'],
  ])('rejects %p with %s', (quantity, message) => {
    expect(quantitySchema.safeParse(quantity).error?.issues[0]?.message).toBe(message);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '2', null])('rejects %p', (quantity) => {
    expect(quantitySchema.safeParse(quantity).success).toBe(false);
  });

  it('applies to add and update payloads', () => {
    expect(basketAddPayloadSchema.safeParse({ basket: 1, product: 2, quantity: 0 }).success).toBe(false);
    expect(basketAddPayloadSchema.safeParse({ basket: null, product: 2, quantity: 3 }).success).toBe(true);
    expect(basketUpdatePayloadSchema.safeParse({ id: 5, product: 2, quantity: 1.5 }).success).toBe(false);
    expect(basketUpdatePayloadSchema.safeParse({ id: 5, product: 2, quantity: 4 }).success).toBe(true);
  });
});
