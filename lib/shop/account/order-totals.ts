import type { OrderDetail } from '@/lib/contract/schemas/account';
import { fromCents, toCents } from '@/lib/shared/format/money';

/** An order's totals in euros; `vat` and `withVat` are null when the backend sent neither of them. */
export interface OrderTotals {
  withoutVat: number;
  vat: number | null;
  withVat: number | null;
}

/**
 * The totals the order pages show for every payment method (docs/rules.md#screens): without VAT,
 * the VAT and with VAT. Either optional field gives the other (docs/contract.md#optional-fields),
 * in cents; an upstream that sends neither leaves only the total without VAT.
 */
export function orderTotals(order: Pick<OrderDetail, 'price_without_vat' | 'vat' | 'price_with_vat'>): OrderTotals {
  const withoutVat = toCents(order.price_without_vat);
  if (order.price_with_vat !== undefined) {
    const withVat = toCents(order.price_with_vat);
    const vat = order.vat === undefined ? withVat - withoutVat : toCents(order.vat);
    return { withoutVat: order.price_without_vat, vat: fromCents(vat), withVat: fromCents(withVat) };
  }
  if (order.vat !== undefined) return { withoutVat: order.price_without_vat, vat: order.vat, withVat: fromCents(withoutVat + toCents(order.vat)) };
  return { withoutVat: order.price_without_vat, vat: null, withVat: null };
}
