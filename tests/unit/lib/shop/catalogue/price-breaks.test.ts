import { nextBreak, reachedBreak } from '@/lib/shop/catalogue/price-breaks';

const BREAKS = [
  { quantity: 50, price_exc_vat: 39.5 },
  { quantity: 10, price_exc_vat: 41.9 },
];

describe('a line on its volume breaks (docs/decisions/058-trade-terms.md)', () => {
  it('reaches the break of most pieces at most its quantity, whatever order the breaks came in', () => {
    expect(reachedBreak(BREAKS, 9)).toBeNull();
    expect(reachedBreak(BREAKS, 10)).toEqual({ quantity: 10, price_exc_vat: 41.9 });
    expect(reachedBreak(BREAKS, 49)).toEqual({ quantity: 10, price_exc_vat: 41.9 });
    expect(reachedBreak(BREAKS, 50)).toEqual({ quantity: 50, price_exc_vat: 39.5 });
  });

  it('names the next break and how many more pieces reach it, none past the last', () => {
    expect(nextBreak(BREAKS, 8)).toEqual({ step: { quantity: 10, price_exc_vat: 41.9 }, missing: 2 });
    expect(nextBreak(BREAKS, 10)).toEqual({ step: { quantity: 50, price_exc_vat: 39.5 }, missing: 40 });
    expect(nextBreak(BREAKS, 50)).toBeNull();
  });

  it('has nothing to say without breaks (an upstream without the extension)', () => {
    expect([reachedBreak(undefined, 5), nextBreak(undefined, 5), reachedBreak([], 5), nextBreak([], 5)]).toEqual([null, null, null, null]);
  });
});
