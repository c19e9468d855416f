/**
 * Money is computed in integer cents (docs/contract.md#basics: never float arithmetic on money).
 * The API sends euros as numbers with at most 2 decimals, or, for shipping, numeric strings.
 */

// Optional sign, digits, optional decimal point or comma with digits.
const DECIMAL = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

function decimalToCents(text: string): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  // Half away from zero on the third decimal, read from the digits rather than a float.
  const padded = (fraction + '000').slice(0, 3);
  let cents = Number(whole || '0') * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** Euros (a number or numeric string like "3.90" or "3,90") to integer cents; throws RangeError on anything else. */
export function toCents(value: number | string): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
    // String(0.29) is "0.29": its shortest form has no drift, unlike 0.29 * 100.
    const cents = decimalToCents(String(value));
    return cents ?? Math.round(value * 100);
  }
  const cents = decimalToCents(value);
  if (cents === null) throw new RangeError(`Not an amount: "${value}"`);
  return cents;
}

/** Integer cents to euros, the number the API takes. */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** Sums euro amounts (numbers or numeric strings) exactly; the result is in cents. */
export function sumCents(amounts: ReadonlyArray<number | string>): number {
  return amounts.reduce<number>((total, amount) => total + toCents(amount), 0);
}

const formatter = new Intl.NumberFormat('sk-SK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats integer cents Slovak style with 2 decimals ("1 234,50"); the currency text comes from translations. */
export function formatCents(cents: number): string {
  const whole = Math.round(cents);
  // Avoids "-0,00".
  return formatter.format(whole === 0 ? 0 : whole / 100);
}

/** Formats a euro amount (number or numeric string, as the API sends it) with 2 decimals, Slovak style. */
export function formatPrice(euros: number | string): string {
  return formatCents(toCents(euros));
}

/** Cents with VAT, rounded half up in integers (the backend's rule, so figures agree): the rate in basis points, no float times money. */
export function withVatCents(cents: number, ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  return Math.floor((cents * (10_000 + basisPoints) + 5_000) / 10_000);
}
