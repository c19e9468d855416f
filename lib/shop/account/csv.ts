import { formatDate } from '@/lib/shared/format/dates';

/** A cell: text as it is, a number of euros (2 decimals), or nothing. */
export type CsvCell = string | { euros: number } | null;

/** Euros with a Slovak decimal comma and no thousands separator ("1234,50"), as Excel in Slovakia reads a number. */
export const csvEuros = (euros: number) => euros.toFixed(2).replace('.', ',');

/** A date as Slovak spreadsheets read it ("23.11.2026", Bratislava time). */
export const csvDate = (iso: string) => formatDate(iso).replace(/\s/g, '');

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  const text = typeof cell === 'string' ? cell : csvEuros(cell.euros);
  // quoted when it holds the separator, a quote or a line break; a leading =, +, - or @ would be
  // run as a formula by a spreadsheet, so such text gets an apostrophe (OWASP CSV injection)
  const safe = typeof cell === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A CSV file as Excel opens it in Slovakia without an import dialog: UTF-8 with a byte order mark,
 * `;` between cells, CRLF line ends, a header row first.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header.map(cellText), ...rows.map((row) => row.map(cellText))].map((cells) => cells.join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
