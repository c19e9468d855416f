/** @jest-environment node */
import { invoiceFigures } from '@/lib/backend/invoices/invoice-figures';
import { unitCode } from '@/lib/backend/invoices/unit-codes';
import { invoiceFixture } from '../../../../support/invoice-fixture';

describe('invoice figures', () => {
  it('lists the products, then shipping and the payment fee, with totals the order stored', () => {
    const d = invoiceFixture();
    const f = invoiceFigures(d);
    expect(f.lines.map((l) => l.name)).toEqual([
      'IP kamera Hikvision 4 Mpx',
      'Kábel UTP Cat6',
      'Konektory RJ45 (100 ks)',
      'Doprava: Kuriér DPD',
      'Platba: Bankový prevod',
    ]);
    expect(f.taxExclusiveCents).toBe(d.order.totalExcVatCents);
    expect(f.taxCents).toBe(d.order.vatCents);
    expect(f.taxInclusiveCents).toBe(d.invoice.amountCents);
    expect(f.vat).toEqual([{ category: 'S', rate: 23, taxableCents: d.order.totalExcVatCents, taxCents: d.order.vatCents }]);
  });

  it('rounds the VAT once per rate, not per line', () => {
    // three lines of 0.01 €: 0.0023 € VAT each rounds to 0, the rate's base of 0.03 € to 0.01 €
    const cent = { code: 'X', name: 'Skrutka', unit: 'ks', quantity: 1, unitPriceCents: 1 };
    const f = invoiceFigures(invoiceFixture({ lines: [cent, cent, cent], shippingPriceCents: 0, paymentPriceCents: 0 }));
    expect(f.vat[0]).toMatchObject({ taxableCents: 3, taxCents: 1 });
    expect(f.taxInclusiveCents).toBe(4);
  });

  it('codes pieces, metres and boxes in UN/ECE Rec 20/21', () => {
    expect(['ks', 'm', 'bal.', 'sada'].map(unitCode)).toEqual(['H87', 'MTR', 'XBX', 'C62']);
  });
});
