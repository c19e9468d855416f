import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/contract/values';

/**
 * The quantities a product is sold in (docs/decisions/058-trade-terms.md: packs): multiples of
 * `pack` from `min` up to the line maximum. A product without pack fields (an upstream without the
 * extension) is sold by the piece.
 */
export interface PackRule {
  pack: number;
  min: number;
}

export const SINGLE_PIECES: PackRule = { pack: 1, min: MIN_QUANTITY };

const wholeAtLeastOne = (value: number | undefined) => (value !== undefined && Number.isInteger(value) && value >= 1 ? value : 1);

/** The rule of a product list item, cart line or lookup result (their optional `pack_size`, `min_quantity`). */
export function packRuleOf(item: { pack_size?: number | null; min_quantity?: number | null }): PackRule {
  return { pack: wholeAtLeastOne(item.pack_size ?? undefined), min: wholeAtLeastOne(item.min_quantity ?? undefined) };
}

/** True when the rule sells anything but single pieces from one: the storefront then names the pack. */
export const hasPackRule = (rule: PackRule) => rule.pack > 1 || rule.min > 1;

/** The fewest pieces a line may hold: the minimum rounded up to a whole pack. */
export const firstValid = ({ pack, min }: PackRule) => Math.ceil(Math.max(min, MIN_QUANTITY) / pack) * pack;

/** The most pieces a line may hold: the line maximum rounded down to a whole pack. */
export const lastValid = ({ pack }: PackRule) => Math.floor(MAX_QUANTITY / pack) * pack;

/** True when `quantity` pieces can be one line: whole packs, at least the minimum, at most the maximum. */
export function isValidQuantity(quantity: number, rule: PackRule): boolean {
  return Number.isInteger(quantity) && quantity % rule.pack === 0 && quantity >= firstValid(rule) && quantity <= lastValid(rule);
}

/** The valid quantities either side of `quantity` (never itself): null where there is none on that side. */
export function nearestValid(quantity: number, rule: PackRule): { lower: number | null; higher: number | null } {
  const first = firstValid(rule);
  const last = lastValid(rule);
  const below = Math.ceil(quantity / rule.pack) * rule.pack - rule.pack;
  const above = Math.floor(quantity / rule.pack) * rule.pack + rule.pack;
  const lower = Math.min(below, last);
  const higher = Math.max(above, first);
  return { lower: lower >= first ? lower : null, higher: higher <= last ? higher : null };
}

/**
 * The quantity a +/- button moves to: the next valid quantity above or below `quantity` (from an
 * invalid one, the nearest on that side), staying at the end of the range where there is none.
 */
export function stepQuantity(quantity: number, rule: PackRule, direction: 1 | -1): number {
  const { lower, higher } = nearestValid(quantity, rule);
  const next = direction > 0 ? higher : lower;
  return next ?? Math.min(Math.max(quantity, firstValid(rule)), lastValid(rule));
}

/** Why a quantity is refused: not whole packs, or below the minimum (decision 058's codes, without `messages.basket.`). */
export type PackProblemReason = 'packSize' | 'minQuantity';

/** A refused quantity with the figures its message names: `lower`, `higher` left out where there is none. */
export interface PackProblem {
  reason: PackProblemReason;
  params: { pack: number; unit: string; min: number; lower?: number; higher?: number };
}

/**
 * Why `quantity` cannot be a line, or null when it can. Below the first valid quantity it is the
 * minimum where that is more than one pack, else the pack; past it, not whole packs is the pack.
 */
export function packProblem(quantity: number, rule: PackRule, unit: string): PackProblem | null {
  if (isValidQuantity(quantity, rule)) return null;
  const first = firstValid(rule);
  const reason: PackProblemReason = quantity < first && first > rule.pack ? 'minQuantity' : 'packSize';
  const { lower, higher } = nearestValid(quantity, rule);
  return {
    reason,
    params: { pack: rule.pack, unit, min: first, ...(lower !== null && { lower }), ...(higher !== null && { higher }) },
  };
}

/**
 * Why adding `quantity` to a line already holding `held` pieces is refused: the line's new sum is
 * checked, and the nearest quantities are what to add instead (a quantity field holds what is added,
 * not the line's sum), only those above nothing. Null when it may be added.
 */
export function addProblem(quantity: number, held: number, rule: PackRule, unit: string): PackProblem | null {
  const problem = packProblem(held + quantity, rule, unit);
  if (!problem) return null;
  const { lower, higher, ...figures } = problem.params;
  const toAdd = (sum: number | undefined) => (sum !== undefined && sum > held ? sum - held : undefined);
  const [addLower, addHigher] = [toAdd(lower), toAdd(higher)];
  return {
    reason: problem.reason,
    params: { ...figures, ...(addLower !== undefined && { lower: addLower }), ...(addHigher !== undefined && { higher: addHigher }) },
  };
}

/** Which of the nearest valid quantities a pack message offers. */
export type PackFix = 'both' | 'lower' | 'higher' | 'none';

/** How a message states the rule: `pack` "po 305 m", `packMin` "po 305 m, najmenej 610 m", `min` "najmenej 10 ks". */
export type PackWording = 'pack' | 'packMin' | 'min';

/** The unit a pack message names: a product without one is sold in pieces. */
const unitOrPieces = (unit: unknown) => (typeof unit === 'string' && unit.trim() !== '' ? unit : 'ks');

/** The ICU values that state a rule ("Predáva sa po {pack} {unit}", messages `Product.soldBy` and the pack messages). */
export function packRuleValues(rule: PackRule, unit: string): { pack: number; min: number; unit: string; rule: PackWording } {
  const min = firstValid(rule);
  return { pack: rule.pack, min, unit: unitOrPieces(unit), rule: rule.pack === 1 ? 'min' : min > rule.pack ? 'packMin' : 'pack' };
}

const wholeOrNull = (value: unknown) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : null;
};

/**
 * The ICU values of a refusal's message (`Toasts.basketPack`, `Quantity.pack`) from its params (or a
 * PackProblem's): the rule (packRuleValues), `fix` (which nearest quantities there are; an absent one
 * is 0 and never shown) and `named` ('yes' with the `product` a copied order names). Null when the
 * params name no pack (an upstream's own figures): the caller then says it generically.
 */
export function packMessageValues(params: Readonly<Record<string, string | number | undefined>>): Record<string, string | number> | null {
  const pack = wholeOrNull(params.pack);
  if (pack === null) return null;
  const lower = wholeOrNull(params.lower);
  const higher = wholeOrNull(params.higher);
  const fix: PackFix = lower !== null && higher !== null ? 'both' : lower !== null ? 'lower' : higher !== null ? 'higher' : 'none';
  const product = typeof params.product === 'string' ? params.product : '';
  return {
    ...packRuleValues({ pack, min: wholeOrNull(params.min) ?? pack }, String(params.unit ?? '')),
    lower: lower ?? 0,
    higher: higher ?? 0,
    fix,
    product,
    named: product === '' ? 'no' : 'yes',
  };
}
