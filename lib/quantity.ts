import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/api/values';

export { MAX_QUANTITY, MIN_QUANTITY };

/** A quantity kept within 1..9999 (spec §9 minimum 1; the backend refuses more than 9999). */
export function clampQuantity(value: number): number {
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(value)));
}

/** A typed quantity: digits only, clamped to 1..9999; anything else (empty, "1.5", "-2", "abc") is null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value < MIN_QUANTITY ? null : clampQuantity(value);
}
