import 'server-only';
import type { PriceBreak } from '@/lib/contract/schemas/trade-terms';
import { vatRate } from '@/lib/runtime/config/shop';
import { money } from '../http';
import type { BreakCents } from './company-price';

/** What a product's four price fields are computed from (integer cents, whole percent). */
export interface PriceSource {
  /** the list price: the base price less the product's own discount (`products.price_cents`) */
  priceCents: number;
  basePriceCents: number;
  /** the product's own discount, whole percent */
  discount: number;
  /** the customer's company price (companyPriceCents); absent: the list price */
  companyPriceCents?: number;
}

/** The contract's price fields: all null for guests, who are never sent prices (docs/contract.md#shapes). */
export interface PriceFields {
  price: number | null;
  price_exc_vat: number | null;
  base_price_exc_vat: number | null;
  discount: number | null;
}

const GUEST_PRICES: PriceFields = { price: null, price_exc_vat: null, base_price_exc_vat: null, discount: null };

/**
 * Cents with VAT, rounded half up, in integers only: the rate is taken in basis points
 * (23 % → 2300) so that no float ever multiplies money.
 */
export function withVatCents(cents: number, ratePercent = vatRate()): number {
  const basisPoints = Math.round(ratePercent * 100);
  return Math.floor((cents * (10_000 + basisPoints) + 5_000) / 10_000);
}

/** The whole percent `priceCents` is below `baseCents`, rounded half up in integers; never below 0. */
export function percentOff(baseCents: number, priceCents: number): number {
  if (baseCents <= 0 || priceCents >= baseCents) return 0;
  return Math.floor(((baseCents - priceCents) * 200 + baseCents) / (2 * baseCents));
}

/**
 * The price fields of one product for a customer (`signedIn`) or a guest: the company's price with
 * the base price beside it and the whole percent between them (docs/decisions/058-trade-terms.md).
 * At the list price the product's own discount is kept as stored.
 */
export function priceFields(source: PriceSource, signedIn: boolean): PriceFields {
  if (!signedIn) return { ...GUEST_PRICES };
  const cents = source.companyPriceCents ?? source.priceCents;
  return {
    price: money(withVatCents(cents)),
    price_exc_vat: money(cents),
    base_price_exc_vat: money(source.basePriceCents),
    discount: cents === source.priceCents ? source.discount : percentOff(source.basePriceCents, cents),
  };
}

/** The contract's `price_breaks` of the breaks priceBreaksJson read (excluding VAT, as the line's unit price). */
export function priceBreaksOf(breaks: readonly BreakCents[]): PriceBreak[] {
  return breaks.map((b) => ({ quantity: b.quantity, price_exc_vat: money(b.cents) }));
}
