import { alignParameters, onlyDifferences } from '@/lib/shop/catalogue/compare-rows';
import type { ProductParameter } from '@/lib/contract/schemas/product';

const p = (category: string, name: string | undefined, value: string, unit = ''): ProductParameter => ({ category, name, value, unit });

describe('alignParameters', () => {
  const camera4 = [p('Obraz', 'Rozlíšenie', '4', 'Mpx'), p('Objektív', 'Ohnisková vzdialenosť', '2,8', 'mm'), p('Mechanické', 'Krytie', 'IP67')];
  const camera8 = [p('Obraz', 'Rozlíšenie', '8', 'Mpx'), p('Mechanické', 'Krytie', 'ip67 '), p('Audio', 'Mikrofón', 'áno')];

  it('lines up groups and names in first-seen order, with null where a product lacks one, and marks what differs', () => {
    expect(alignParameters([camera4, camera8])).toEqual([
      { group: 'Obraz', rows: [{ label: 'Rozlíšenie', values: ['4 Mpx', '8 Mpx'], differs: true }] },
      { group: 'Objektív', rows: [{ label: 'Ohnisková vzdialenosť', values: ['2,8 mm', null], differs: true }] },
      // case and stray spaces are no difference
      { group: 'Mechanické', rows: [{ label: 'Krytie', values: ['IP67', 'ip67'], differs: false }] },
      { group: 'Audio', rows: [{ label: 'Mikrofón', values: [null, 'áno'], differs: true }] },
    ]);
  });

  it('one product differs from nothing; a parameter given twice is joined', () => {
    const groups = alignParameters([[p('Rozhrania', 'Vstupy', 'RJ45'), p('Rozhrania', 'Vstupy', 'USB')]]);
    expect(groups).toEqual([{ group: 'Rozhrania', rows: [{ label: 'Vstupy', values: ['RJ45, USB'], differs: false }] }]);
  });

  it("takes the spec's rows without a name as parameters named by their category, in no group", () => {
    const groups = alignParameters([[p('Rozlíšenie', undefined, '4', 'Mpx')], [p('Rozlíšenie', undefined, '4', 'Mpx')]]);
    expect(groups).toEqual([{ group: '', rows: [{ label: 'Rozlíšenie', values: ['4 Mpx', '4 Mpx'], differs: false }] }]);
  });

  it('only differences drops equal rows and the groups left empty', () => {
    const shown = onlyDifferences(alignParameters([camera4, camera8]));
    expect(shown.map((g) => g.group)).toEqual(['Obraz', 'Objektív', 'Audio']);
  });
});
