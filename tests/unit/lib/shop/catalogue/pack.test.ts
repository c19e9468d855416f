import {
  addProblem,
  firstValid,
  hasPackRule,
  isValidQuantity,
  lastValid,
  nearestValid,
  packMessageValues,
  packProblem,
  packRuleOf,
  SINGLE_PIECES,
  stepQuantity,
} from '@/lib/shop/catalogue/pack';

const CABLE = { pack: 305, min: 305 };
const ANCHORS = { pack: 100, min: 200 };

describe('pack rules (docs/decisions/058-trade-terms.md)', () => {
  it('reads a product without pack fields, or with nonsense, as single pieces', () => {
    expect(packRuleOf({})).toEqual(SINGLE_PIECES);
    expect(packRuleOf({ pack_size: 0, min_quantity: 2.5 })).toEqual(SINGLE_PIECES);
    expect(packRuleOf({ pack_size: 305, min_quantity: 610 })).toEqual({ pack: 305, min: 610 });
    expect(hasPackRule(SINGLE_PIECES)).toBe(false);
    expect(hasPackRule({ pack: 1, min: 10 })).toBe(true);
  });

  it('takes whole packs from the minimum (rounded up to a pack) to the most whole packs below 9999', () => {
    expect([firstValid(CABLE), lastValid(CABLE)]).toEqual([305, 9760]);
    expect([firstValid({ pack: 100, min: 150 }), lastValid(ANCHORS)]).toEqual([200, 9900]);
    expect([firstValid(SINGLE_PIECES), lastValid(SINGLE_PIECES)]).toEqual([1, 9999]);
    expect([305, 610, 9760].every((q) => isValidQuantity(q, CABLE))).toBe(true);
    expect([0, 1, 304, 500, 10065].some((q) => isValidQuantity(q, CABLE))).toBe(false);
    expect(isValidQuantity(100, ANCHORS)).toBe(false);
    expect(isValidQuantity(7, SINGLE_PIECES)).toBe(true);
  });

  it('finds the valid quantities either side, none below the first or above the last', () => {
    expect(nearestValid(500, CABLE)).toEqual({ lower: 305, higher: 610 });
    expect(nearestValid(100, CABLE)).toEqual({ lower: null, higher: 305 });
    expect(nearestValid(9999, CABLE)).toEqual({ lower: 9760, higher: null });
    expect(nearestValid(610, CABLE)).toEqual({ lower: 305, higher: 915 });
    expect(nearestValid(150, ANCHORS)).toEqual({ lower: null, higher: 200 });
    expect(nearestValid(250, ANCHORS)).toEqual({ lower: 200, higher: 300 });
    expect(nearestValid(5, SINGLE_PIECES)).toEqual({ lower: 4, higher: 6 });
  });

  it('steps by whole packs and stays at the ends; from a wrong quantity to the nearest on that side', () => {
    expect(stepQuantity(305, CABLE, 1)).toBe(610);
    expect(stepQuantity(610, CABLE, -1)).toBe(305);
    expect(stepQuantity(305, CABLE, -1)).toBe(305);
    expect(stepQuantity(9760, CABLE, 1)).toBe(9760);
    expect(stepQuantity(500, CABLE, 1)).toBe(610);
    expect(stepQuantity(500, CABLE, -1)).toBe(305);
    expect(stepQuantity(100, ANCHORS, -1)).toBe(200);
    expect(stepQuantity(200, ANCHORS, 1)).toBe(300);
    expect(stepQuantity(1, SINGLE_PIECES, -1)).toBe(1);
    expect(stepQuantity(9999, SINGLE_PIECES, 1)).toBe(9999);
    expect(stepQuantity(4, SINGLE_PIECES, 1)).toBe(5);
  });

  it('says why a quantity is refused with the figures its message names', () => {
    expect(packProblem(610, CABLE, 'm')).toBeNull();
    expect(packProblem(500, CABLE, 'm')).toEqual({ reason: 'packSize', params: { pack: 305, unit: 'm', min: 305, lower: 305, higher: 610 } });
    // below the first pack, where the minimum is one pack: the pack is what to say
    expect(packProblem(100, CABLE, 'm')).toEqual({ reason: 'packSize', params: { pack: 305, unit: 'm', min: 305, higher: 305 } });
    expect(packProblem(100, ANCHORS, 'ks')).toEqual({ reason: 'minQuantity', params: { pack: 100, unit: 'ks', min: 200, higher: 200 } });
    expect(packProblem(250, ANCHORS, 'ks')).toEqual({ reason: 'packSize', params: { pack: 100, unit: 'ks', min: 200, lower: 200, higher: 300 } });
  });

  it("checks an add as the line's new sum and offers what to add instead, only above nothing", () => {
    // nothing held: the quantity itself
    expect(addProblem(305, 0, CABLE, 'm')).toBeNull();
    expect(addProblem(1, 0, CABLE, 'm')).toEqual({ reason: 'packSize', params: { pack: 305, unit: 'm', min: 305, higher: 305 } });
    // 610 m held: 500 m more makes 1110, so add 305 (915) or 610 (1220)
    expect(addProblem(500, 610, CABLE, 'm')).toEqual({ reason: 'packSize', params: { pack: 305, unit: 'm', min: 305, lower: 305, higher: 610 } });
    expect(addProblem(305, 610, CABLE, 'm')).toBeNull();
    // 100 anchors held under a minimum of 200 set since: 50 more is 150, add 100 (200) and nothing lower
    expect(addProblem(50, 100, ANCHORS, 'ks')).toEqual({ reason: 'minQuantity', params: { pack: 100, unit: 'ks', min: 200, higher: 100 } });
    expect(addProblem(3, 0, SINGLE_PIECES, 'ks')).toBeNull();
  });

  it("turns a refusal's params into the values of its message, and none without a pack", () => {
    expect(packMessageValues({ pack: 305, unit: 'm', min: 305, lower: 305, higher: 610 })).toEqual({
      pack: 305,
      min: 305,
      unit: 'm',
      rule: 'pack',
      lower: 305,
      higher: 610,
      fix: 'both',
      product: '',
      named: 'no',
    });
    expect(packMessageValues({ pack: '100', unit: '', min: 200, higher: 200, product: 'Kotvy' })).toMatchObject({
      pack: 100,
      unit: 'ks',
      rule: 'packMin',
      lower: 0,
      fix: 'higher',
      named: 'yes',
      product: 'Kotvy',
    });
    expect(packMessageValues({ pack: 1, min: 10, unit: 'ks', higher: 10 })).toMatchObject({ rule: 'min', fix: 'higher' });
    expect(packMessageValues({ pack: 305, unit: 'm', lower: 9760 })).toMatchObject({ min: 305, fix: 'lower' });
    expect(packMessageValues({ min: 2 })).toBeNull();
    expect(packMessageValues({ pack: 'box' })).toBeNull();
  });
});
