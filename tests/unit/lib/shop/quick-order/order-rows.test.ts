import type { LookupProduct, LookupResult } from '@/lib/contract/schemas/product-lookup';
import { buildRows, rowPackProblem, rowQuantity, summarise, withChosenProduct, withLookup } from '@/lib/shop/quick-order/order-rows';
import { parseOrderLines } from '@/lib/shop/quick-order/parse-lines';

const product = (id: number, code: string): LookupProduct => ({
  id,
  code,
  name: `P ${code}`,
  url: { url: code.toLowerCase() },
  image: null,
  stock: 5,
  unit_of_measure: 'ks',
  price_exc_vat: 10,
});

function rowsFor(text: string, results: LookupResult[]) {
  const parsed = parseOrderLines(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return buildRows(parsed.lines, parsed.problems, results);
}

describe('quick-order rows', () => {
  const results: LookupResult[] = [
    { code: 'a-1', status: 'matched', products: [product(1, 'A-1')], suggestions: [] },
    { code: 'B-2', status: 'unknown', products: [], suggestions: ['B-20', 'B-21'] },
    { code: 'C-3', status: 'ambiguous', products: [product(3, 'C-3'), product(4, 'c-3')], suggestions: [] },
  ];

  it('puts every input line in its place: ready, unknown with close codes, ambiguous, invalid', () => {
    const rows = rowsFor('a-1 2\nB-2 1\nX;1,5\nC-3 4\nA-1 1', results);
    expect(rows.map((r) => [r.line, r.status, r.quantityText])).toEqual([
      [1, 'ready', '3'],
      [2, 'unknown', '1'],
      [3, 'invalid', '1,5'],
      [4, 'ambiguous', '4'],
    ]);
    expect(rows[0]!.mergedLines).toEqual([5]);
    expect(rows[1]!.suggestions).toEqual(['B-20', 'B-21']);
    expect(rows[2]!.problem).toBe('quantity');
    expect(summarise(rows)).toEqual({ ready: 1, added: 0, unknown: 1, ambiguous: 1, invalid: 1 });
  });

  it('a picked close code or chosen product makes the row ready and keeps its quantity', () => {
    const [, unknown, , ambiguous] = rowsFor('a-1 2\nB-2 7\nX;1,5\nC-3 4', results);
    const fixed = withLookup(unknown!, { code: 'B-20', status: 'matched', products: [product(2, 'B-20')], suggestions: [] });
    expect(fixed).toMatchObject({ line: 2, code: 'B-20', status: 'ready', quantityText: '7' });
    expect(withChosenProduct(ambiguous!, product(4, 'c-3'))).toMatchObject({ line: 4, code: 'c-3', status: 'ready', quantityText: '4', products: [{ id: 4 }] });
  });

  it('a ready row of a product sold by the pack adds only whole packs, and offers the two nearest', () => {
    const cable = { ...product(9, 'UTP-305'), unit_of_measure: 'm', pack_size: 305, min_quantity: 305 };
    const [row] = rowsFor('UTP-305 500', [{ code: 'UTP-305', status: 'matched', products: [cable], suggestions: [] }]);
    expect(rowQuantity(row!)).toBeNull();
    expect(rowPackProblem(row!)).toEqual({ reason: 'packSize', params: { pack: 305, unit: 'm', min: 305, lower: 305, higher: 610 } });
    const fixed = { ...row!, quantityText: '610' };
    expect([rowQuantity(fixed), rowPackProblem(fixed)]).toEqual([610, null]);
    // no number at all has its own message; a product by the piece takes any number
    expect(rowPackProblem({ ...row!, quantityText: 'x' })).toBeNull();
    const [plain] = rowsFor('a-1 7', results);
    expect([rowQuantity(plain!), rowPackProblem(plain!)]).toEqual([7, null]);
  });
});
