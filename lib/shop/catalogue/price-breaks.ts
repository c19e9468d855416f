import type { PriceBreak } from '@/lib/contract/schemas/trade-terms';

/**
 * A product's volume breaks as the customer's prices and cart lines carry them (docs/decisions/058-trade-terms.md):
 * from `quantity` pieces a piece costs `price_exc_vat`. An upstream without the extension sends none.
 */
export type PriceBreaks = readonly PriceBreak[] | undefined;

/** The breaks fewest pieces first, whatever order they came in. */
function ordered(breaks: PriceBreaks): PriceBreak[] {
  return [...(breaks ?? [])].sort((a, b) => a.quantity - b.quantity);
}

/** The break a line of `quantity` pieces reaches (the one of most pieces at most `quantity`), or null below every break. */
export function reachedBreak(breaks: PriceBreaks, quantity: number): PriceBreak | null {
  return ordered(breaks).findLast((step) => step.quantity <= quantity) ?? null;
}

/** The next break above `quantity` and how many more pieces reach it, or null when the line has reached the last one. */
export function nextBreak(breaks: PriceBreaks, quantity: number): { step: PriceBreak; missing: number } | null {
  const step = ordered(breaks).find((candidate) => candidate.quantity > quantity);
  return step ? { step, missing: step.quantity - quantity } : null;
}
