import { orderTotals } from '@/lib/shop/account/order-totals';

describe('orderTotals', () => {
  it('takes the VAT and the total with VAT as the backend sends them', () => {
    expect(orderTotals({ price_without_vat: 100, vat: 23, price_with_vat: 123 })).toEqual({ withoutVat: 100, vat: 23, withVat: 123 });
  });

  it('makes the VAT from the two totals in cents, without float drift', () => {
    expect(orderTotals({ price_without_vat: 0.1, price_with_vat: 0.3 })).toEqual({ withoutVat: 0.1, vat: 0.2, withVat: 0.3 });
    expect(orderTotals({ price_without_vat: 1234.56, price_with_vat: 1518.51 })).toEqual({ withoutVat: 1234.56, vat: 283.95, withVat: 1518.51 });
  });

  it('makes the total with VAT from the VAT alone', () => {
    expect(orderTotals({ price_without_vat: 10.1, vat: 2.2 })).toEqual({ withoutVat: 10.1, vat: 2.2, withVat: 12.3 });
  });

  it('leaves only the total without VAT when an upstream sends neither', () => {
    expect(orderTotals({ price_without_vat: 50 })).toEqual({ withoutVat: 50, vat: null, withVat: null });
  });
});
