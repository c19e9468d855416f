/**
 * EAN-13 (GTIN-13) numbers: the check digit and its test. Shared by the seed (every demo product
 * carries a valid one), the backend's search and lookup, and the scanner, which tells a scanned
 * EAN from a product code by it (docs/decisions/065-ean-and-scanning.md).
 */

const EAN13 = /^\d{13}$/;

/** The check digit of the first 12 digits: weights 1 and 3 from the left, the sum's complement to the next ten. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`an EAN-13 body has 12 digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True for 13 digits whose last one is the check digit of the others. */
export function isValidEan13(value: string): boolean {
  return EAN13.test(value) && ean13CheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/** The full EAN-13 of 12 digits: the digits with their check digit appended. */
export function withEan13CheckDigit(first12: string): string {
  return `${first12}${ean13CheckDigit(first12)}`;
}
