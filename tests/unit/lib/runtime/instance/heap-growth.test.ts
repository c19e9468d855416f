/** @jest-environment node */
import { limitHeapGrowth } from '@/lib/runtime/instance/heap-growth';
import { parseSettings } from '@/lib/runtime/config/parse-settings';

describe("the instance's limit on heap growth", () => {
  it('is 50 % unless set, handed to V8 as its flag; 0 leaves V8 its own factor', () => {
    const flags: string[] = [];
    expect(parseSettings({}).HEAP_GROWTH_PERCENT).toBe(50);
    limitHeapGrowth(parseSettings({}).HEAP_GROWTH_PERCENT, (flag) => flags.push(flag));
    limitHeapGrowth(parseSettings({ HEAP_GROWTH_PERCENT: '0' }).HEAP_GROWTH_PERCENT, (flag) => flags.push(flag));
    expect(flags).toEqual(['--heap-growing-percent=50']);
  });

  it('stops the start on a value that is not a whole number of percent up to 300, naming the setting', () => {
    expect(() => parseSettings({ HEAP_GROWTH_PERCENT: '-5' })).toThrow(/HEAP_GROWTH_PERCENT/);
    expect(() => parseSettings({ HEAP_GROWTH_PERCENT: '1000' })).toThrow(/HEAP_GROWTH_PERCENT/);
  });
});
