import 'server-only';
import type { ErrorItem } from '@/lib/contract/errors';
import { packProblem } from '@/lib/shop/catalogue/pack';

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
 * then what to add instead (a quantity field holds what is added, not the line's sum), and only
 * those above nothing are offered. `extra` names the product where one call refuses several lines.
 */
export function packRefusal(product: ProductPack, total: number, held = 0, extra: Record<string, string> = {}): ErrorItem | null {
  const problem = packProblem(total, { pack: product.packSize, min: product.minQuantity }, product.unit);
  if (!problem) return null;
  const { lower, higher, ...figures } = problem.params;
  // what to add to the pieces held; nothing to offer where the line holds that many already
  const toAdd = (quantity: number | undefined) => (quantity !== undefined && quantity > held ? quantity - held : undefined);
  const [addLower, addHigher] = [toAdd(lower), toAdd(higher)];
  return {
    key: 'quantity',
    code: `messages.basket.${problem.reason}`,
    params: { ...figures, ...(addLower !== undefined && { lower: addLower }), ...(addHigher !== undefined && { higher: addHigher }), ...extra },
  };
}
