import { hasInvalidCharacters } from '@/lib/contract/schemas/text-characters';
import { MAX_QUANTITY } from '@/lib/contract/values';
import { readQuantity } from '@/lib/shop/catalogue/quantity';
import { MAX_CODE_LENGTH, normaliseCode } from '@/lib/contract/rules/product-code';

/** Lines one quick order takes: the lookup call's limit. */
export const MAX_ORDER_LINES = 500;

/** A line that can be looked up: the code as typed and the pieces (lines with the same code summed). */
export interface OrderLine {
  /** 1-based number of the (first) input line */
  line: number;
  code: string;
  quantity: number;
  /** numbers of later lines with the same code, whose quantities were added to this one */
  mergedLines: number[];
}

export type LineProblemReason = 'quantity' | 'quantityMax' | 'codeTooLong' | 'invalidCharacters';

/** A line that cannot be ordered as written, and why. */
export interface LineProblem {
  line: number;
  code: string;
  quantityText: string;
  reason: LineProblemReason;
}

export type ParseFailure = { error: 'empty' } | { error: 'tooManyLines'; count: number };

export type ParsedOrder = { lines: OrderLine[]; problems: LineProblem[] } | ParseFailure;

// A header row names the columns: 'Kód;Množstvo', 'Code,Qty', 'Katalógové číslo  Počet ks'.
const HEADER_WORD = /^(k[oó]d|code|katal[oó]g|objedn[aá]vac|produkt|tovar|polo[zž]ka|artikel|item|sku|mno[zž]stvo|po[cč]et|ks|kusy|qty|quantity|množ)/i;

const unquote = (field: string) =>
  field
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .replace(/""/g, '"')
    .trim();

/**
 * Splits one line into code and quantity text: a tab (spreadsheet paste) or ';' separates fields
 * when present; otherwise the quantity is the last word after a space or ',' and the code is
 * everything before it (codes may hold spaces). No quantity: 1 piece.
 */
export function splitLine(text: string): { code: string; quantityText: string } {
  const separator = text.includes('\t') ? '\t' : text.includes(';') ? ';' : null;
  if (separator) {
    const fields = text
      .split(separator)
      .map(unquote)
      .filter((f) => f !== '');
    return { code: fields[0] ?? '', quantityText: fields[1] ?? '' };
  }
  const match = /^(.+?)(?:\s*,\s*|\s+)(\S+)$/.exec(text.trim());
  if (!match) return { code: unquote(text), quantityText: '' };
  return { code: unquote(match[1]!), quantityText: unquote(match[2]!) };
}

// a quantity column's title has no digit; a first line 'ITEM-5' without quantity is an order line
function isHeader(code: string, quantityText: string): boolean {
  return quantityText !== '' && !/\d/.test(quantityText) && (HEADER_WORD.test(code) || HEADER_WORD.test(quantityText));
}

function problemOf(code: string, quantityText: string): LineProblemReason | null {
  // a code the lookup would refuse (a NUL or a bidi override pasted along) is this line's problem, not the whole check's
  if (hasInvalidCharacters(code)) return 'invalidCharacters';
  if (code.length > MAX_CODE_LENGTH) return 'codeTooLong';
  if (quantityText === '') return null;
  const typed = readQuantity(quantityText);
  if ('quantity' in typed) return null;
  return 'problem' in typed && typed.problem === 'aboveMax' ? 'quantityMax' : 'quantity';
}

/**
 * Reads pasted or uploaded text as order lines (`code quantity` per line, see splitLine). Blank
 * lines and a first line naming the columns are skipped; the same code twice (case and accents
 * aside) becomes one line with the pieces summed; a quantity that is not a whole number of pieces
 * from 1 to 9999 is a problem of its line. Empty input or more than 500 lines is a failure: nothing
 * of it is looked up.
 */
export function parseOrderLines(text: string): ParsedOrder {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((raw, index) => ({ raw: raw.trim(), line: index + 1 }))
    .filter((r) => r.raw !== '');
  if (rows.length > 0) {
    const first = splitLine(rows[0]!.raw);
    if (isHeader(first.code, first.quantityText)) rows.shift();
  }
  if (rows.length === 0) return { error: 'empty' };
  if (rows.length > MAX_ORDER_LINES) return { error: 'tooManyLines', count: rows.length };

  const byCode = new Map<string, OrderLine>();
  const problems: LineProblem[] = [];
  for (const { raw, line } of rows) {
    const { code, quantityText } = splitLine(raw);
    const reason = problemOf(code, quantityText);
    if (reason) {
      problems.push({ line, code, quantityText, reason });
      continue;
    }
    const quantity = quantityText === '' ? 1 : Number(quantityText);
    const key = normaliseCode(code);
    const earlier = byCode.get(key);
    if (earlier) {
      earlier.quantity = Math.min(MAX_QUANTITY, earlier.quantity + quantity);
      earlier.mergedLines.push(line);
    } else byCode.set(key, { line, code, quantity, mergedLines: [] });
  }
  return { lines: [...byCode.values()], problems };
}
