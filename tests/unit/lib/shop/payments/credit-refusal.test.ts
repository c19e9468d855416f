import { ApiError } from '@/lib/contract/errors';
import { creditRefusalOf } from '@/lib/shop/payments/credit-refusal';

describe('creditRefusalOf', () => {
  it('reads the credit limit refusal with its figures in cents', () => {
    const error = new ApiError([{ key: 'payment', code: 'messages.order.creditLimit', params: { limit: 5000, open: 4200.1, order: 950.29 } }], 409);
    expect(creditRefusalOf(error)).toEqual({ reason: 'creditLimit', figures: { limitCents: 500_000, openCents: 420_010, orderCents: 95_029 } });
  });

  it('reads the overdue refusal with the amount and the days', () => {
    const error = new ApiError([{ key: 'payment', code: 'messages.order.overdue', params: { overdue: 12.5, days: 27 } }], 409);
    expect(creditRefusalOf(error)).toEqual({ reason: 'overdue', figures: { overdueCents: 1250, days: 27 } });
  });

  it('keeps the reason without figures when a param is missing or malformed', () => {
    expect(creditRefusalOf(new ApiError([{ key: 'payment', code: 'messages.order.creditLimit', params: { limit: 5000, open: 1 } }], 409))).toEqual({
      reason: 'creditLimit',
      figures: null,
    });
    expect(creditRefusalOf(new ApiError([{ key: 'payment', code: 'messages.order.overdue', params: { overdue: 10, days: 1.5 } }], 409))).toEqual({
      reason: 'overdue',
      figures: null,
    });
  });

  it('is null for any other failure', () => {
    expect(creditRefusalOf(new ApiError([{ key: 'payment', code: 'messages.validation.payment.notAllowed' }], 400))).toBeNull();
    expect(creditRefusalOf(new Error('network'))).toBeNull();
  });
});
