/** @jest-environment node */
import { percentOff, priceBreaksOf, priceFields } from '@/lib/backend/pricing/money';

describe('the price fields of a company price (decision 058)', () => {
  const product = { priceCents: 8_500, basePriceCents: 10_000, discount: 15 };

  it('sends guests no price at all', () => {
    expect(priceFields({ ...product, companyPriceCents: 7_000 }, false)).toEqual({
      price: null,
      price_exc_vat: null,
      base_price_exc_vat: null,
      discount: null,
    });
  });

  it('gives the company price with VAT beside the base price and the whole percent between them', () => {
    expect(priceFields({ ...product, companyPriceCents: 7_333 }, true)).toEqual({ price: 90.2, price_exc_vat: 73.33, base_price_exc_vat: 100, discount: 27 });
  });

  it("keeps the product's own discount at the list price, as before price lists", () => {
    expect(priceFields({ priceCents: 84, basePriceCents: 99, discount: 15 }, true).discount).toBe(15);
    expect(priceFields({ ...product, companyPriceCents: 8_500 }, true).discount).toBe(15);
  });

  it('rounds the percent half up and never below 0 (a net price above the base price)', () => {
    expect(percentOff(10_000, 9_950)).toBe(1);
    expect(percentOff(10_000, 9_951)).toBe(0);
    expect(percentOff(10_000, 12_000)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
  });

  it('sends breaks as money excluding VAT, in the order read', () => {
    expect(
      priceBreaksOf([
        { quantity: 10, cents: 4_190 },
        { quantity: 50, cents: 3_950 },
      ]),
    ).toEqual([
      { quantity: 10, price_exc_vat: 41.9 },
      { quantity: 50, price_exc_vat: 39.5 },
    ]);
  });
});
