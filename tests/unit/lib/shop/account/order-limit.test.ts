/** @jest-environment node */
import { ApiError } from '@/lib/contract/errors';
import { limitPassed, maySubmitForApproval, overLimitOf } from '@/lib/shop/account/order-limit';

describe('a buyer’s limit per order (decision 059)', () => {
  it('is passed only by a buyer’s order above the limit, in cents', () => {
    const buyer = { role: 'buyer' as const, order_limit_exc_vat: 1000 };
    expect(limitPassed(buyer, 100_001)).toBe(100_000);
    expect(limitPassed(buyer, 100_000)).toBeNull();
    expect(limitPassed({ role: 'buyer', order_limit_exc_vat: null }, 9_999_999)).toBeNull();
    expect(limitPassed({ role: 'owner', order_limit_exc_vat: 10 }, 9_999_999)).toBeNull();
    expect(limitPassed(null, 9_999_999)).toBeNull();
  });

  it('reads the placing call’s 409 with its figures, or without them', () => {
    const refused = new ApiError([{ key: 'basket', code: 'messages.order.needsApproval', params: { limit: 1000, order: 1234.5 } }], 409);
    expect(overLimitOf(refused)).toEqual({ limitCents: 100_000, orderCents: 123_450 });
    expect(overLimitOf(new ApiError([{ key: 'basket', code: 'messages.order.needsApproval' }], 409))).toEqual({ limitCents: null, orderCents: null });
    expect(overLimitOf(new ApiError([{ key: 'payment', code: 'messages.order.creditLimit' }], 409))).toBeNull();
    expect(overLimitOf(new Error('network'))).toBeNull();
  });

  it('lets only a buyer send an order for approval (an upstream without company accounts sends no role: an owner)', () => {
    expect(maySubmitForApproval({ role: 'buyer' })).toBe(true);
    expect(maySubmitForApproval({ role: 'owner' })).toBe(false);
    expect(maySubmitForApproval(null)).toBe(false);
  });
});
