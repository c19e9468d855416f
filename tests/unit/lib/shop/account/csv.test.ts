import { csvDate, csvEuros, toCsv } from '@/lib/shop/account/csv';

describe('CSV for Slovak spreadsheets', () => {
  it('starts with a byte order mark, separates with ; and ends rows with CRLF', () => {
    const csv = toCsv(
      ['Číslo', 'Suma bez DPH'],
      [
        ['OBJ-1', { euros: 1234.5 }],
        ['OBJ-2', { euros: 0.1 + 0.2 }],
      ],
    );
    expect(csv).toBe('\uFEFFČíslo;Suma bez DPH\r\nOBJ-1;1234,50\r\nOBJ-2;0,30\r\n');
  });

  it('quotes text holding a separator, quote or line break, and leaves empty cells empty', () => {
    expect(toCsv(['a', 'b', 'c'], [['Kábel; 305 m', 'povedal "áno"', null]])).toBe('\uFEFFa;b;c\r\n"Kábel; 305 m";"povedal ""áno""";\r\n');
  });

  it('never lets a cell become a spreadsheet formula', () => {
    expect(
      toCsv(['x'], [['=HYPERLINK("http://zlé")'], ['+421 900'], ['-5'], ['@SUM(A1)']])
        .split('\r\n')
        .slice(1, 5),
    ).toEqual([`"'=HYPERLINK(""http://zlé"")"`, "'+421 900", "'-5", "'@SUM(A1)"]);
  });

  it('writes amounts with a decimal comma and dates as day.month.year in Bratislava', () => {
    expect(csvEuros(1999.999)).toBe('2000,00');
    expect(csvDate('2026-11-25T23:30:00Z')).toBe('26.11.2026');
  });
});
