import 'server-only';
import { groupedIban } from '@/lib/shared/format/iban';
import { payBySquareMatrix } from '@/lib/shop/payments/pay-by-square';
import { shop } from '@/lib/runtime/config/shop';
import type { InvoiceDocument } from './invoice-data';
import { invoiceFigures, type InvoiceFigures } from './invoice-figures';
import { lineTable, type TableRow } from './invoice-table';
import { FONT, PAGE, block, eur, field, newDocument, qr, skDate, toBuffer, type Doc } from './pdf-kit';

function rows({ lines }: InvoiceFigures): TableRow[] {
  return lines.map((l) => ({ code: l.code, name: l.name, quantity: String(l.quantity), unit: l.unit, unitCents: l.unitCents, totalCents: l.totalCents }));
}

function parties(doc: Doc, { order, customer }: InvoiceDocument): number {
  const a = order.invoiceAddress;
  const seller = [shop.company, shop.street, `${shop.zip} ${shop.city}`, shop.country, `IČO: ${shop.companyId}`, `DIČ: ${shop.taxId}`, `IČ DPH: ${shop.vatId}`];
  const buyer = [
    customer.companyName,
    [a.firstName, a.lastName].filter(Boolean).join(' '),
    a.street ?? '',
    `${a.zip ?? ''} ${a.city ?? ''}`.trim(),
    `IČO: ${customer.companyId}`,
    customer.vatRegistrationId ? `DIČ: ${customer.vatRegistrationId}` : '',
    customer.extVatRegistrationId ? `IČ DPH: ${customer.extVatRegistrationId}` : '',
  ];
  return Math.max(block(doc, PAGE.left, 90, 240, 'Dodávateľ', seller), block(doc, 315, 90, 240, 'Odberateľ', buyer));
}

/** Paid or not (docs/decisions/061-card-payments.md): a card payment with its date, else by what is left to pay. */
function paymentStatus({ invoice, order }: InvoiceDocument): string {
  if (invoice.notPaidCents > 0) return 'Neuhradené';
  return order.paidAt ? `Uhradené kartou ${skDate(order.paidAt)}` : 'Uhradené';
}

function facts(doc: Doc, y: number, d: InvoiceDocument): number {
  const { invoice, order } = d;
  let left = field(doc, PAGE.left, y, 'Dátum vystavenia', skDate(invoice.createdAt));
  left = field(doc, PAGE.left, left, 'Dátum dodania', skDate(order.createdAt));
  left = field(doc, PAGE.left, left, 'Dátum splatnosti', skDate(invoice.dueTo));
  let right = field(doc, 315, y, 'Variabilný symbol', invoice.varsymbol, 240);
  right = field(doc, 315, right, 'Objednávka č.', order.number, 240);
  right = field(doc, 315, right, 'Forma úhrady', order.paymentName, 240);
  right = field(doc, 315, right, 'Stav úhrady', paymentStatus(d), 240);
  // the building site's job reference the order was placed for (docs/decisions/059-company-accounts.md)
  if (order.jobReference) right = field(doc, 315, right, 'Zákazka', order.jobReference, 240);
  let below = Math.max(left, right);
  if (d.byTransfer) below = field(doc, PAGE.left, below, 'IBAN', groupedIban(shop.iban), PAGE.right - PAGE.left);
  return below + 10;
}

function totals(doc: Doc, y: number, { invoice }: InvoiceDocument, figures: InvoiceFigures): number {
  const rowsOut: Array<[string, string, boolean]> = [
    ...figures.vat.flatMap((v): Array<[string, string, boolean]> => [
      [`Základ dane ${v.rate} %`, eur(v.taxableCents), false],
      [`DPH ${v.rate} %`, eur(v.taxCents), false],
    ]),
    ['Celkom s DPH', eur(figures.taxInclusiveCents), true],
    ['Zostáva uhradiť', eur(invoice.notPaidCents), true],
  ];
  let cursor = y;
  for (const [label, value, strong] of rowsOut) {
    doc
      .font(strong ? FONT.bold : FONT.regular)
      .fontSize(strong ? 11 : 10)
      .fillColor('#1f2933');
    doc.text(label, 315, cursor, { width: 130 });
    doc.text(value, 445, cursor, { width: 110, align: 'right' });
    cursor += strong ? 18 : 15;
  }
  return cursor;
}

/** The invoice as a PDF (§ 74 of Act 222/2004 fields), with a PAY by square code while a transfer is unpaid. */
export async function renderInvoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const figures = invoiceFigures(d);
  const doc = newDocument(`Faktúra ${d.invoice.number}`);
  doc.font(FONT.bold).fontSize(18).fillColor('#0b3d6e').text('Faktúra – daňový doklad', PAGE.left, 40);
  doc.fontSize(12).fillColor('#1f2933').text(`č. ${d.invoice.number}`, 315, 46, { width: 240, align: 'right' });
  const partiesEnd = parties(doc, d);
  const tableStart = facts(doc, partiesEnd + 12, d);
  let y = lineTable(doc, tableStart, rows(figures));
  if (y + 110 > PAGE.bottom) {
    doc.addPage();
    y = PAGE.left;
  }
  const totalsEnd = totals(doc, y, d, figures);
  const { invoice } = d;
  const matrix =
    d.byTransfer && invoice.notPaidCents > 0
      ? await payBySquareMatrix({
          iban: shop.iban,
          beneficiary: shop.company,
          amountCents: invoice.notPaidCents,
          variableSymbol: invoice.varsymbol,
          due: invoice.dueTo,
        })
      : null;
  if (matrix) {
    qr(doc, PAGE.left, y, 100, matrix);
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor('#52606d')
      .text('PAY by square', PAGE.left, y + 102, { width: 100, align: 'center' });
  }
  const footerY = Math.max(totalsEnd, matrix ? y + 116 : y) + 20;
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor('#52606d')
    .text(`${shop.company}, ${shop.register}. Tel.: ${shop.phone}, e-mail: ${shop.email}`, PAGE.left, footerY, { width: PAGE.right - PAGE.left });
  return toBuffer(doc);
}
