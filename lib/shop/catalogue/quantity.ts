import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/contract/values';

export { MAX_QUANTITY, MIN_QUANTITY };

/** Why a typed quantity was not taken: the field tells the customer instead of silently reverting. */
export type QuantityProblem = 'notNumber' | 'belowMin' | 'aboveMax';

/** What a typed text means: a quantity to take, nothing yet (an empty field), or the reason it is refused. */
export type TypedQuantity = { quantity: number } | { problem: QuantityProblem } | { empty: true };

/** Reads a typed quantity: whole digits from 1 to 9999; '0', '1.5', '-2', 'abc' or '10000' say why not. */
export function readQuantity(text: string): TypedQuantity {
  const trimmed = text.trim();
  if (trimmed === '') return { empty: true };
  if (!/^\d+$/.test(trimmed)) return { problem: 'notNumber' };
  const value = Number(trimmed);
  if (value < MIN_QUANTITY) return { problem: 'belowMin' };
  if (value > MAX_QUANTITY) return { problem: 'aboveMax' };
  return { quantity: value };
}

/** A typed quantity that can be taken as it is, else null (see readQuantity for the reasons). */
export function parseQuantity(text: string): number | null {
  const typed = readQuantity(text);
  return 'quantity' in typed ? typed.quantity : null;
}
