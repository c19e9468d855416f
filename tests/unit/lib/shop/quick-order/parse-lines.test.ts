import { MAX_ORDER_LINES, parseOrderLines, splitLine, type ParsedOrder } from '@/lib/shop/quick-order/parse-lines';
import { normaliseCode } from '@/lib/contract/rules/product-code';

function ok(parsed: ParsedOrder) {
  if ('error' in parsed) throw new Error(`expected lines, got ${parsed.error}`);
  return parsed;
}

describe('splitLine', () => {
  it.each([
    ['DS-2CD2043G2-I 4', 'DS-2CD2043G2-I', '4'],
    ['DS-2CD2043G2-I\t4', 'DS-2CD2043G2-I', '4'],
    ['DS-2CD2043G2-I;4', 'DS-2CD2043G2-I', '4'],
    ['DS-2CD2043G2-I , 4', 'DS-2CD2043G2-I', '4'],
    ['"DS-2CD2043G2-I";"4"', 'DS-2CD2043G2-I', '4'],
    ['DS-2CD2043G2-I;2,5', 'DS-2CD2043G2-I', '2,5'],
    ['DS-2CD2043G2-I,2,5', 'DS-2CD2043G2-I', '2,5'],
    ['NDE 3503 AL 2', 'NDE 3503 AL', '2'],
    ['DS-2CD2043G2-I', 'DS-2CD2043G2-I', ''],
    ['K-1\tIP kamera\t3', 'K-1', 'IP kamera'],
  ])('%j → code %j, quantity %j', (line, code, quantityText) => {
    expect(splitLine(line)).toEqual({ code, quantityText });
  });
});

describe('parseOrderLines', () => {
  it('reads spaces, tabs, semicolons and commas; a line without quantity is one piece', () => {
    const parsed = ok(parseOrderLines('A-1 2\nB-2\t3\r\nC-3;4\n\nD-4,5\nE-5\n'));
    expect(parsed.lines.map((l) => [l.line, l.code, l.quantity])).toEqual([
      [1, 'A-1', 2],
      [2, 'B-2', 3],
      [3, 'C-3', 4],
      [5, 'D-4', 5],
      [6, 'E-5', 1],
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it('refuses decimal, zero, negative, non-numeric and too large quantities per line, keeping the good lines', () => {
    const parsed = ok(parseOrderLines('A-1;2,5\nB-2 1.5\nC-3 0\nD-4 -2\nE-5 veľa\nF-6 10000\nG-7 3'));
    expect(parsed.lines.map((l) => l.code)).toEqual(['G-7']);
    expect(parsed.problems.map((p) => [p.line, p.code, p.reason])).toEqual([
      [1, 'A-1', 'quantity'],
      [2, 'B-2', 'quantity'],
      [3, 'C-3', 'quantity'],
      [4, 'D-4', 'quantity'],
      [5, 'E-5', 'quantity'],
      [6, 'F-6', 'quantityMax'],
    ]);
  });

  it('merges the same code written twice (case and accents aside), summing the pieces and naming the lines', () => {
    const parsed = ok(parseOrderLines('Kábel-UTP 2\nB-1 1\nkabel-utp 3\nKÁBEL-UTP 1'));
    expect(parsed.lines).toEqual([
      { line: 1, code: 'Kábel-UTP', quantity: 6, mergedLines: [3, 4] },
      { line: 2, code: 'B-1', quantity: 1, mergedLines: [] },
    ]);
  });

  it('keeps spaces and dashes as written: they tell codes apart', () => {
    expect(ok(parseOrderLines('AB-1 1\nAB1 1')).lines).toHaveLength(2);
    expect(normaliseCode(' Čidlo-Ž 5 ')).toBe('cidlo-z 5');
  });

  it('skips a header row that names the columns, and only such a row', () => {
    expect(ok(parseOrderLines('Kód;Množstvo\nA-1;2')).lines.map((l) => l.code)).toEqual(['A-1']);
    expect(ok(parseOrderLines('\uFEFFcode,qty\nA-1,2')).lines.map((l) => l.code)).toEqual(['A-1']);
    expect(ok(parseOrderLines('ITEM-5\nA-1 2')).lines.map((l) => l.code)).toEqual(['ITEM-5', 'A-1']);
  });

  it('flags a code longer than 64 characters', () => {
    expect(ok(parseOrderLines(`${'X'.repeat(65)} 1`)).problems[0]?.reason).toBe('codeTooLong');
  });

  it('flags a code with a control or bidi-override character and looks up the other lines', () => {
    const parsed = ok(parseOrderLines('CA-10-P 2\nDS-2CD\u0000X 1\nSP\u202e0004 3\nSP4000 1'));
    expect(parsed.problems.map((p) => [p.line, p.reason])).toEqual([
      [2, 'invalidCharacters'],
      [3, 'invalidCharacters'],
    ]);
    expect(parsed.lines.map((l) => l.code)).toEqual(['CA-10-P', 'SP4000']);
  });

  it('fails on empty input and on more than 500 lines', () => {
    expect(parseOrderLines('  \n\t\n')).toEqual({ error: 'empty' });
    expect(parseOrderLines('Kód;Množstvo\n')).toEqual({ error: 'empty' });
    const many = Array.from({ length: 5000 }, (_, i) => `K-${i} 1`).join('\n');
    expect(parseOrderLines(many)).toEqual({ error: 'tooManyLines', count: 5000 });
    const limit = Array.from({ length: MAX_ORDER_LINES }, (_, i) => `K-${i} 1`).join('\n');
    expect(ok(parseOrderLines(limit)).lines).toHaveLength(MAX_ORDER_LINES);
  });
});
