import 'server-only';
import { shop } from '@/lib/runtime/config/shop';
import type { InvoiceDocument } from './invoice-data';
import { invoiceFigures, type FigureLine, type InvoiceFigures, type VatBreakdown } from './invoice-figures';
import { PEPPOL } from './peppol-ids';
import { buyerParty, delivery, isoDay, money, sellerParty } from './ubl-parts';
import { unitCode } from './unit-codes';
import { el, xmlDocument, type XmlElement } from './xml-writer';

const NS = {
  xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** UNCL1001 380: commercial invoice. */
const COMMERCIAL_INVOICE = '380';
/** UNCL4461 58: SEPA credit transfer. */
const SEPA_CREDIT_TRANSFER = '58';

function taxCategory(name: string, rate: number): XmlElement {
  return el(name, [el('cbc:ID', 'S'), el('cbc:Percent', String(rate)), el('cac:TaxScheme', [el('cbc:ID', 'VAT')])]);
}

/** BG-16/17: the IBAN and the variable symbol as the payment identifier, for an order paid by transfer. */
function paymentMeans({ invoice, byTransfer }: InvoiceDocument): XmlElement | null {
  if (!byTransfer) return null;
  return el('cac:PaymentMeans', [
    el('cbc:PaymentMeansCode', SEPA_CREDIT_TRANSFER, { name: 'SEPA credit transfer' }),
    el('cbc:PaymentID', invoice.varsymbol),
    el('cac:PayeeFinancialAccount', [el('cbc:ID', shop.iban.replace(/\s+/g, '')), el('cbc:Name', shop.company)]),
  ]);
}

function subtotal(v: VatBreakdown): XmlElement {
  return el('cac:TaxSubtotal', [money('cbc:TaxableAmount', v.taxableCents), money('cbc:TaxAmount', v.taxCents), taxCategory('cac:TaxCategory', v.rate)]);
}

function totals(f: InvoiceFigures): XmlElement[] {
  return [
    el('cac:TaxTotal', [money('cbc:TaxAmount', f.taxCents), ...f.vat.map(subtotal)]),
    el('cac:LegalMonetaryTotal', [
      money('cbc:LineExtensionAmount', f.lineTotalCents),
      money('cbc:TaxExclusiveAmount', f.taxExclusiveCents),
      money('cbc:TaxInclusiveAmount', f.taxInclusiveCents),
      money('cbc:PayableAmount', f.payableCents),
    ]),
  ];
}

function line(l: FigureLine, index: number): XmlElement {
  return el('cac:InvoiceLine', [
    el('cbc:ID', String(index + 1)),
    el('cbc:InvoicedQuantity', String(l.quantity), { unitCode: unitCode(l.unit) }),
    money('cbc:LineExtensionAmount', l.totalCents),
    el('cac:Item', [
      el('cbc:Name', l.name),
      l.code ? el('cac:SellersItemIdentification', [el('cbc:ID', l.code)]) : null,
      taxCategory('cac:ClassifiedTaxCategory', l.vatRate),
    ]),
    el('cac:Price', [money('cbc:PriceAmount', l.unitCents)]),
  ]);
}

/**
 * The invoice as a Peppol BIS Billing 3.0 UBL 2.1 Invoice (EN 16931), from the same figures as the
 * PDF. Elements are written in the UBL 2.1 schema's sequence; docs/e-invoice.md lists the rules
 * the tests hold it to.
 */
export function buildInvoiceUbl(d: InvoiceDocument): string {
  const f = invoiceFigures(d);
  const { invoice, order } = d;
  return xmlDocument(
    el(
      'Invoice',
      [
        el('cbc:CustomizationID', PEPPOL.customizationId),
        el('cbc:ProfileID', PEPPOL.profileId),
        el('cbc:ID', invoice.number),
        el('cbc:IssueDate', isoDay(invoice.createdAt)),
        el('cbc:DueDate', isoDay(invoice.dueTo)),
        el('cbc:InvoiceTypeCode', COMMERCIAL_INVOICE),
        el('cbc:DocumentCurrencyCode', 'EUR'),
        // the buyer's own reference: the building site's job reference when the order has one (docs/decisions/059-company-accounts.md)
        el('cbc:BuyerReference', order.jobReference || order.number),
        el('cac:OrderReference', [el('cbc:ID', order.number)]),
        sellerParty(),
        buyerParty(d),
        delivery(d),
        paymentMeans(d),
        el('cac:PaymentTerms', [el('cbc:Note', `Forma úhrady: ${order.paymentName}`)]),
        ...totals(f),
        ...f.lines.map(line),
      ],
      NS,
    ),
  );
}
