import 'server-only';
import { withVatCents } from '../pricing/money';
import type { InvoiceDocument } from './invoice-data';

/** One invoiced line: an ordered product, or the shipping or payment fee the order charged. */
export interface FigureLine {
  /** the product code; empty for the shipping and payment fees */
  code: string;
  name: string;
  quantity: number;
  /** the unit as the catalogue names it ("ks", "m", "bal.") */
  unit: string;
  /** net price per unit, excluding VAT */
  unitCents: number;
  /** quantity × unit price, excluding VAT */
  totalCents: number;
  /** VAT rate in percent */
  vatRate: number;
}

/** One VAT breakdown row: the taxable base of a rate and its VAT, rounded once for the rate (EN 16931 BR-CO-17). */
export interface VatBreakdown {
  /** UNCL5305 category: every line of ours is standard rated */
  category: 'S';
  rate: number;
  taxableCents: number;
  taxCents: number;
}

export interface InvoiceFigures {
  lines: FigureLine[];
  vat: VatBreakdown[];
  /** sum of the line amounts (BT-106); no document-level allowances or charges, so also BT-109 */
  lineTotalCents: number;
  taxExclusiveCents: number;
  /** sum of the breakdown's VAT (BT-110) */
  taxCents: number;
  /** BT-112 */
  taxInclusiveCents: number;
  /** BT-115: the whole invoice as issued (payments are booked later, not on the document) */
  payableCents: number;
}

/**
 * The invoice's figures, the one source for the PDF and the e-invoice: the order's product lines,
 * then its shipping and its payment fee as lines (as the PDF has always printed them), the VAT per
 * rate computed once on the rate's base, half up (what the order stored when it was placed), and the totals.
 */
export function invoiceFigures({ order, lines }: Pick<InvoiceDocument, 'order' | 'lines'>): InvoiceFigures {
  const rate = order.vatRate;
  const products: FigureLine[] = lines.map((l) => ({
    code: l.code,
    name: l.name,
    quantity: l.quantity,
    unit: l.unit,
    unitCents: l.unitPriceCents,
    totalCents: l.totalCents,
    vatRate: rate,
  }));
  const fee = (name: string, cents: number): FigureLine => ({ code: '', name, quantity: 1, unit: 'ks', unitCents: cents, totalCents: cents, vatRate: rate });
  const all = [...products, fee(`Doprava: ${order.shippingName}`, order.shippingPriceCents), fee(`Platba: ${order.paymentName}`, order.paymentPriceCents)];
  const bases = new Map<number, number>();
  for (const line of all) bases.set(line.vatRate, (bases.get(line.vatRate) ?? 0) + line.totalCents);
  const vat = [...bases].map(([r, taxable]): VatBreakdown => ({ category: 'S', rate: r, taxableCents: taxable, taxCents: withVatCents(taxable, r) - taxable }));
  const lineTotalCents = all.reduce((sum, l) => sum + l.totalCents, 0);
  const taxCents = vat.reduce((sum, v) => sum + v.taxCents, 0);
  const taxInclusiveCents = lineTotalCents + taxCents;
  return { lines: all, vat, lineTotalCents, taxExclusiveCents: lineTotalCents, taxCents, taxInclusiveCents, payableCents: taxInclusiveCents };
}
