/** @jest-environment node */
import { formatCents, formatPrice, fromCents, sumCents, toCents } from '@/lib/shared/format/money';

// sk-SK groups thousands with a no-break space.
const NBSP = '\u00a0';

describe('toCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.1, 10],
    [0.29, 29],
    [1.15, 115],
    [4.35, 435],
    [1234.56, 123456],
    [-3.9, -390],
    [19.99, 1999],
  ])('reads the number %p as %p cents', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it.each([
    ['3.90', 390],
    ['3.9', 390],
    ['3', 300],
    ['0.05', 5],
    [' 12.50 ', 1250],
    ['3,90', 390],
    ['.5', 50],
    ['-1.25', -125],
  ])('reads the string %j as %p cents', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it('rounds a third decimal half away from zero from the digits, not a float', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents('1.005')).toBe(101);
    expect(toCents('1.004')).toBe(100);
    expect(toCents(-1.005)).toBe(-101);
  });

  it.each(['', 'abc', '3.90 EUR', '1.2.3', '-'])('throws on %j', (value) => {
    expect(() => toCents(value)).toThrow(RangeError);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('throws on %p', (value) => {
    expect(() => toCents(value)).toThrow(RangeError);
  });
});

describe('sums and conversion', () => {
  it('adds without float drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumCents([0.1, 0.2])).toBe(30);
    expect(sumCents([100.1, '3.90', 0.2])).toBe(10420);
    expect(sumCents([])).toBe(0);
  });

  it('converts cents back to euros', () => {
    expect(fromCents(10420)).toBe(104.2);
    expect(fromCents(30)).toBe(0.3);
  });
});

describe('formatting', () => {
  it('formats cents with 2 decimals, Slovak style', () => {
    expect(formatCents(0)).toBe('0,00');
    expect(formatCents(5)).toBe('0,05');
    expect(formatCents(123456)).toBe(`1${NBSP}234,56`);
    expect(formatCents(123456789)).toBe(`1${NBSP}234${NBSP}567,89`);
    expect(formatCents(-390)).toBe('-3,90');
    expect(formatCents(-0)).toBe('0,00');
  });

  it('formats euro numbers and numeric strings', () => {
    expect(formatPrice(3.9)).toBe('3,90');
    expect(formatPrice('3.90')).toBe('3,90');
    expect(formatPrice(1000)).toBe(`1${NBSP}000,00`);
    expect(formatPrice(0.1 + 0.2)).toBe('0,30');
  });
});
