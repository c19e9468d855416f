import 'server-only';
import type { ErrorItem } from '@/lib/contract/errors';
import { addProblem } from '@/lib/shop/catalogue/pack';

/** A product's pack as the basket calls read it (products.pack_size, min_quantity, unit_of_measure). */
export interface ProductPack {
  packSize: number;
  minQuantity: number;
  unit: string;
}

/**
 * The basket's refusal of a line that would hold `total` pieces (docs/decisions/058-trade-terms.md):
 * 400 `[quantity] messages.basket.packSize` or `….minQuantity` with the figures its message names, or
 * null when the line may hold them. `held` pieces already in the line: the nearest quantities are
 * then what to add instead (addProblem, which the cart's add by code also checks before sending).
 * `extra` names the product where one call refuses several lines.
 */
export function packRefusal(product: ProductPack, total: number, held = 0, extra: Record<string, string> = {}): ErrorItem | null {
  const problem = addProblem(total - held, held, { pack: product.packSize, min: product.minQuantity }, product.unit);
  if (!problem) return null;
  return { key: 'quantity', code: `messages.basket.${problem.reason}`, params: { ...problem.params, ...extra } };
}
