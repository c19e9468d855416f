import { ApiError } from '@/lib/contract/errors';
import { packMessageValues } from './pack';

const PACK_CODES: ReadonlySet<string> = new Set(['messages.basket.packSize', 'messages.basket.minQuantity']);

/** The ICU values of one line's pack refusal (`Toasts.basketPack`), as packMessageValues reads them. */
export type PackRefusalValues = Record<string, string | number>;

/**
 * The pack refusals a failed call carries, one per line with the figures its message needs
 * (docs/decisions/058-trade-terms.md: placing re-checks the packs), or null when there is none
 * with them (another failure, or an upstream's code without figures: the generic toast says it).
 */
export function packRefusalsOf(error: unknown): PackRefusalValues[] | null {
  if (!(error instanceof ApiError)) return null;
  const values: PackRefusalValues[] = [];
  for (const item of error.items) {
    const worded = PACK_CODES.has(item.code) && item.params ? packMessageValues(item.params) : null;
    if (worded) values.push(worded);
  }
  return values.length > 0 ? values : null;
}
