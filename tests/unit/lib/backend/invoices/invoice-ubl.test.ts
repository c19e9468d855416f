/** @jest-environment node */
import { invoiceFigures } from '@/lib/backend/invoices/invoice-figures';
import { buildInvoiceUbl } from '@/lib/backend/invoices/invoice-ubl';
import { en16931Violations } from '../../../../support/en16931-checks';
import { invoiceFixture, type FixtureOptions } from '../../../../support/invoice-fixture';
import { all, at, parseXml, textAt } from '../../../../support/xml-tree';

const UNICODE_NAME = 'Ďurčo & Synovia <Žilina> "ÁÄÔ" – 𝔘nicode 😀 s.r.o.';
const LONG_STREET = `${'Generála Milana Rastislava Štefánika '.repeat(5)}1234/56`;
const HUNDRED = Array.from({ length: 100 }, (_, i) => ({
  code: `K-${i}`,
  name: `Položka ${i}`,
  unit: ['ks', 'm', 'bal.'][i % 3] ?? 'ks',
  quantity: (i % 7) + 1,
  unitPriceCents: 101 + i * 37,
}));

const CASES: Array<[string, FixtureOptions]> = [
  ['a courier order with pieces, metres and boxes', {}],
  ['Unicode and markup in the buyer name', { companyName: UNICODE_NAME }],
  ['a long address', { street: LONG_STREET, city: 'Bratislava – mestská časť Karlova Ves' }],
  ['a cable sold by the metre', { lines: [{ code: 'UTP-CAT6', name: 'Kábel UTP Cat6', unit: 'm', quantity: 305, unitPriceCents: 37 }] }],
  ['shipping and a payment fee', { shippingPriceCents: 590, paymentPriceCents: 199 }],
  ['a parcel point', { packeta: true }],
  ['a pickup in the store', { salePoint: 'Predajňa Bratislava – Ružinov', shippingPriceCents: 0 }],
  ['100 lines', { lines: HUNDRED }],
];

describe('Peppol BIS Billing 3.0 e-invoice', () => {
  it.each(CASES)('%s: passes the EN 16931 and Peppol checks and the UBL element order', (_, options) => {
    expect(en16931Violations(buildInvoiceUbl(invoiceFixture(options)))).toEqual([]);
  });

  it('carries the same lines and totals as the PDF figures', () => {
    const d = invoiceFixture({ lines: HUNDRED, shippingPriceCents: 590, paymentPriceCents: 199 });
    const f = invoiceFigures(d);
    const doc = parseXml(buildInvoiceUbl(d));
    const lines = all(doc, 'cac:InvoiceLine');
    expect(lines).toHaveLength(102);
    expect(lines.map((l) => textAt(l, 'cbc:LineExtensionAmount'))).toEqual(f.lines.map((l) => (l.totalCents / 100).toFixed(2)));
    expect(textAt(lines[101], 'cac:Item/cbc:Name')).toBe('Platba: Bankový prevod');
    expect(textAt(doc, 'cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount')).toBe((d.order.totalExcVatCents / 100).toFixed(2));
    expect(textAt(doc, 'cac:TaxTotal/cbc:TaxAmount')).toBe((d.order.vatCents / 100).toFixed(2));
    expect(textAt(doc, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe((d.invoice.amountCents / 100).toFixed(2));
  });

  it('names the parties by DIČ (EAS 0245), IČ DPH and IČO, and pays by SEPA transfer to the IBAN with the variable symbol', () => {
    const doc = parseXml(buildInvoiceUbl(invoiceFixture({ companyName: UNICODE_NAME })));
    const buyer = at(doc, 'cac:AccountingCustomerParty/cac:Party');
    expect(at(buyer, 'cbc:EndpointID')).toMatchObject({ text: '2120123456', attrs: { schemeID: '0245' } });
    expect(textAt(buyer, 'cac:PartyTaxScheme/cbc:CompanyID')).toBe('SK2120123456');
    expect(textAt(buyer, 'cac:PartyLegalEntity/cbc:CompanyID')).toBe('50123459');
    expect(textAt(buyer, 'cac:PartyLegalEntity/cbc:RegistrationName')).toBe(UNICODE_NAME);
    expect(at(doc, 'cac:AccountingSupplierParty/cac:Party/cbc:EndpointID')).toMatchObject({ text: '2023456789', attrs: { schemeID: '0245' } });
    expect(textAt(doc, 'cac:PaymentMeans/cbc:PaymentMeansCode')).toBe('58');
    expect(textAt(doc, 'cac:PaymentMeans/cbc:PaymentID')).toBe('2026000150');
    expect(textAt(doc, 'cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID')).toBe('SK2411000000002612345678');
    expect(all(doc, 'cac:InvoiceLine').map((l) => at(l, 'cbc:InvoicedQuantity')?.attrs.unitCode)).toEqual(['H87', 'MTR', 'XBX', 'H87', 'H87']);
  });

  it('delivers to the parcel point by its id and address', () => {
    const doc = parseXml(buildInvoiceUbl(invoiceFixture({ packeta: true })));
    expect(textAt(doc, 'cac:Delivery/cac:DeliveryLocation/cbc:ID')).toBe('1234');
    expect(textAt(doc, 'cac:Delivery/cac:DeliveryParty/cac:PartyName/cbc:Name')).toBe('Z-BOX Bratislava, Obchodná 12');
    expect(textAt(doc, 'cac:Delivery/cbc:ActualDeliveryDate')).toBe('2026-11-20');
  });

  it('drops characters XML cannot carry instead of writing an unreadable document', () => {
    const xml = buildInvoiceUbl(invoiceFixture({ companyName: 'Firma\u0001 s.r.o.' }));
    expect(textAt(parseXml(xml), 'cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName')).toBe('Firma s.r.o.');
  });

  // the checks themselves: each catches the fault it names
  const valid = () => buildInvoiceUbl(invoiceFixture());
  it.each<[string, (xml: string) => string, string]>([
    [
      'a line amount changed',
      (x) => x.replace('<cbc:LineExtensionAmount currencyID="EUR">389.70<', '<cbc:LineExtensionAmount currencyID="EUR">389.71<'),
      'BR-CO-10',
    ],
    [
      'VAT rounded per line',
      (x) => x.replace(/(<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="EUR">)([\d.]+)/, (_, p: string, v: string) => `${p}${(Number(v) + 0.01).toFixed(2)}`),
      'BR-CO-14',
    ],
    ['three decimals', (x) => x.replace(/(<cbc:PayableAmount currencyID="EUR">[\d]+\.\d\d)/, '$10'), 'BR-DEC-18'],
    ['the due date before the issue date', (x) => x.replace(/(<cbc:IssueDate>.*<\/cbc:IssueDate>)\s*(<cbc:DueDate>.*<\/cbc:DueDate>)/, '$2$1'), 'UBL-ORDER'],
    ['the buyer endpoint without a scheme', (x) => x.replace('<cbc:EndpointID schemeID="0245">2120123456', '<cbc:EndpointID>2120123456'), 'BR-63'],
    ['another customization', (x) => x.replace('billing:3.0<', 'billing:2.0<'), 'PEPPOL-EN16931-R004'],
    ['an unknown unit', (x) => x.replace('unitCode="MTR"', 'unitCode="m"'), 'BR-CL-23'],
  ])('reports %s', (_, mutate, rule) => {
    const mutated = mutate(valid());
    expect(mutated).not.toBe(valid());
    const violations = en16931Violations(mutated);
    expect(violations.map((v) => v.split(':')[0])).toContain(rule);
  });
});
