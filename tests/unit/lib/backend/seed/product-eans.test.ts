/** @jest-environment node */
import { buildCatalogue } from '@/lib/backend/seed/catalogue-data';
import { assertValidEans, buildProductRows, demoEan } from '@/lib/backend/seed/products';
import { isValidEan13 } from '@/lib/shop/catalogue/ean';

describe('demo product EANs (seed)', () => {
  it('every seeded product, variations included, has its own valid EAN-13', () => {
    const { products } = buildCatalogue();
    const rows = buildProductRows(products, products.length + 50);
    expect(rows.filter((row) => !isValidEan13(row.ean))).toEqual([]);
    expect(new Set(rows.map((row) => row.ean)).size).toBe(rows.length);
    expect(() => assertValidEans(rows)).not.toThrow();
  });

  it('a product keeps its EAN from one seed to the next', () => {
    const { products } = buildCatalogue();
    const first = buildProductRows(products, products.length);
    const again = buildProductRows(products, products.length);
    expect(again.map((row) => [row.code, row.ean])).toEqual(first.map((row) => [row.code, row.ean]));
    expect(demoEan(0)).toBe('8580000000016');
  });

  it('the seed check refuses a wrong check digit and a shared EAN', () => {
    expect(() => assertValidEans([{ code: 'A-1', ean: '8580000000015' }])).toThrow('A-1: "8580000000015" is no valid EAN-13');
    expect(() =>
      assertValidEans([
        { code: 'A-1', ean: demoEan(0) },
        { code: 'B-2', ean: demoEan(0) },
      ]),
    ).toThrow(`B-2: EAN ${demoEan(0)} taken twice`);
  });
});
