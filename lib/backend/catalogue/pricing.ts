import 'server-only';
import { vatRate } from '@/lib/runtime/config/shop';
import { money } from '../http';

/** What a product's four price fields are computed from (integer cents, whole percent). */
export interface PriceSource {
  priceCents: number;
  basePriceCents: number;
  discount: number;
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

/** The price fields of one product for a customer (`signedIn`) or a guest. */
export function priceFields(source: PriceSource, signedIn: boolean): PriceFields {
  if (!signedIn) return { ...GUEST_PRICES };
  return {
    price: money(withVatCents(source.priceCents)),
    price_exc_vat: money(source.priceCents),
    base_price_exc_vat: money(source.basePriceCents),
    discount: source.discount,
  };
}
