/** @jest-environment node */
import { normaliseQuery } from '@/lib/contract/rules/search-query';

describe('normaliseQuery', () => {
  it('trims and caps at 200 characters', () => {
    expect(normaliseQuery('  kamera  ')).toBe('kamera');
    expect(normaliseQuery('a'.repeat(250))).toBe('a'.repeat(200));
  });

  it('never cuts a character in half', () => {
    const capped = normaliseQuery('😀'.repeat(201));
    expect(Array.from(capped ?? '')).toHaveLength(200);
    expect(() => encodeURIComponent(capped ?? '')).not.toThrow();
  });

  it('blanks what the proxy would refuse and drops empty or dot-only queries', () => {
    expect(normaliseQuery('DS-2CD/2143\\x')).toBe('DS-2CD 2143 x');
    expect(normaliseQuery('%2F')).toBe('2F');
    expect(normaliseQuery('   ')).toBeNull();
    expect(normaliseQuery('..')).toBeNull();
  });
});
