import { ean13CheckDigit, isValidEan13, withEan13CheckDigit } from '@/lib/shop/catalogue/ean';

describe('EAN-13', () => {
  it('computes the check digit of printed barcodes', () => {
    // from real packaging: 4006381333931 (a Stabilo pen), 5901234123457 (the GS1 example)
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('590123412345')).toBe(7);
    expect(withEan13CheckDigit('590123412345')).toBe('5901234123457');
  });

  it('accepts a valid EAN and refuses a wrong check digit, length or characters', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('400638133393A')).toBe(false);
    expect(isValidEan13(' 4006381333931')).toBe(false);
  });

  it('refuses a body that is not 12 digits', () => {
    expect(() => ean13CheckDigit('12345')).toThrow('12 digits');
  });
});
