import type { LookupProduct, LookupResult } from '@/lib/contract/schemas/product-lookup';
import { packProblem, packRuleOf, type PackProblem } from '../catalogue/pack';
import { parseQuantity } from '../catalogue/quantity';
import type { LineProblem, LineProblemReason, OrderLine } from './parse-lines';

/**
 * What a quick-order row is: `ready` to add (one product, a valid quantity), `added` to the basket,
 * or flagged: `unknown` code, `ambiguous` code, `invalid` line (the quantity or code as written).
 */
export type RowStatus = 'ready' | 'added' | 'unknown' | 'ambiguous' | 'invalid';

export interface OrderRow {
  /** the input line it came from: also its key */
  line: number;
  code: string;
  /** the quantity as shown in the row's field */
  quantityText: string;
  status: RowStatus;
  /** why an `invalid` row is */
  problem?: LineProblemReason;
  /** the product of a `ready` or `added` row; the candidates of an `ambiguous` one */
  products: LookupProduct[];
  suggestions: string[];
  mergedLines: number[];
  /** the basket refused this line when all were added */
  addFailed?: boolean;
}

function rowOf(line: OrderLine, result: LookupResult | undefined): OrderRow {
  const base = { line: line.line, code: line.code, quantityText: String(line.quantity), mergedLines: line.mergedLines, suggestions: [] };
  if (!result || result.status === 'unknown') return { ...base, status: 'unknown', products: [], suggestions: result?.suggestions ?? [] };
  return { ...base, status: result.status === 'matched' ? 'ready' : 'ambiguous', products: result.products };
}

/** The rows of a checked order, in input order: each looked-up line with its result, each problem line flagged. */
export function buildRows(lines: readonly OrderLine[], problems: readonly LineProblem[], results: readonly LookupResult[]): OrderRow[] {
  const rows: OrderRow[] = lines.map((line, index) => rowOf(line, results[index]));
  for (const problem of problems) {
    rows.push({
      line: problem.line,
      code: problem.code,
      quantityText: problem.quantityText,
      status: 'invalid',
      problem: problem.reason,
      products: [],
      suggestions: [],
      mergedLines: [],
    });
  }
  return rows.sort((a, b) => a.line - b.line);
}

/** The row with a newly looked-up code (a suggestion picked, a code retyped), keeping its line and quantity. */
export function withLookup(row: OrderRow, result: LookupResult): OrderRow {
  const quantity = Number(row.quantityText);
  const line: OrderLine = {
    line: row.line,
    code: result.code,
    quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
    mergedLines: row.mergedLines,
  };
  return { ...rowOf(line, result), quantityText: row.quantityText };
}

/** The row with one of its ambiguous candidates chosen. */
export function withChosenProduct(row: OrderRow, product: LookupProduct): OrderRow {
  return { ...row, code: product.code, status: 'ready', products: [product] };
}

/**
 * What is wrong with a ready row's quantity for its product's pack (docs/decisions/058-trade-terms.md):
 * the pack and the two nearest valid quantities the row offers as fixes; null when it may be added
 * as it is, or when the quantity is no number at all (that has its own message).
 */
export function rowPackProblem(row: OrderRow): PackProblem | null {
  const product = row.products[0];
  const quantity = parseQuantity(row.quantityText);
  if (row.status !== 'ready' || !product || quantity === null) return null;
  return packProblem(quantity, packRuleOf(product), product.unit_of_measure);
}

/** The quantity a ready row adds: a whole number of pieces within the limits and its product's packs, else null. */
export function rowQuantity(row: OrderRow): number | null {
  const quantity = parseQuantity(row.quantityText);
  return quantity !== null && rowPackProblem(row) === null ? quantity : null;
}

/** Counts for the summary line and the add button. */
export function summarise(rows: readonly OrderRow[]) {
  const count = (status: RowStatus) => rows.filter((r) => r.status === status).length;
  return { ready: count('ready'), added: count('added'), unknown: count('unknown'), ambiguous: count('ambiguous'), invalid: count('invalid') };
}
