/** Stock thresholds of docs/rules.md#limits. */
export const STOCK_THRESHOLDS = [5, 10, 20, 50, 100, 250, 500, 1000] as const;
export type StockThreshold = (typeof STOCK_THRESHOLDS)[number];

/**
 * What the stock line says (docs/rules.md#states):
 * - `over1000`: more than 1000 units;
 * - `lessThan`: in stock, at most `threshold` units, `threshold` being the smallest of
 *   5…1000 that is >= the stock (3 → 5, 5 → 5, 6 → 10, 1000 → 1000). The bound is
 *   inclusive, so the message should read "up to {threshold}" ("do {threshold} ks");
 * - `toOrder`: 0 or less (or not a number): the add button reads 'to order'.
 */
export type StockLabel = { kind: 'over1000' } | { kind: 'lessThan'; threshold: StockThreshold } | { kind: 'toOrder' };

/** Classifies a stock count for display. */
export function stockLabel(stock: number): StockLabel {
  if (!(stock > 0)) return { kind: 'toOrder' };
  const threshold = STOCK_THRESHOLDS.find((t) => stock <= t);
  return threshold === undefined ? { kind: 'over1000' } : { kind: 'lessThan', threshold };
}

/** True when the product can be added as in stock (anything above 0). */
export function isInStock(stock: number): boolean {
  return stock > 0;
}

/** The pieces of a line: how many of `quantity` come from stock and how many are to order (the one stock rule). */
export interface StockSplit {
  inStock: number;
  toOrder: number;
}

/**
 * Splits an ordered quantity by the stock there is now: an order above stock is accepted and the
 * pieces beyond stock are to order, the same on both sides of zero (stock 0 or less: all to order).
 */
export function stockSplit(quantity: number, stock: number): StockSplit {
  const available = stock > 0 ? Math.trunc(stock) : 0;
  const inStock = Math.min(quantity, available);
  return { inStock, toOrder: quantity - inStock };
}
