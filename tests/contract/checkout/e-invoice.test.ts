import { invoicesResponseSchema, orderDetailResponseSchema } from '@/lib/contract/schemas/account';
import { placeOrderResponseSchema } from '@/lib/contract/schemas/checkout';
import { formatCents, toCents } from '@/lib/shared/format/money';
import { call, callJson, demoCustomerCookie } from '../support/backend';
import { SLOW } from '../account/helpers';
import { add, basketOf, newCustomerCookie } from '../cart/support';
import { chooseCourier, placeBasket, stockedProducts } from './support';
import { TEST_BILLING } from '../../support/test-customer';
import { en16931Violations } from '../../support/en16931-checks';
import { pdfText } from '../../support/pdf-text';
import { all, parseXml, textAt, type XmlNode } from '../../support/xml-tree';

jest.setTimeout(SLOW);

const V1 = '/admin/v1';
const TRANSFER = 1;
/** The test buyer with diacritics in every name, street and city, which the invoice's XML and PDF carry as written. */
const BILLING = { ...TEST_BILLING, firstName: 'Ľudmila', lastName: 'Ďurčová', street: 'Námestie SNP 14', city: 'Banská Bystrica', zip: '974 01' };
const fold = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ');
const eur = (amount: string) => `${fold(formatCents(toCents(amount)))} €`;

/** A new customer's courier order of three products paid by transfer, placed with the storefront's calls. */
async function placeOrder(email: string) {
  const cookie = await newCustomerCookie(email);
  const products = await stockedProducts(3);
  for (const [i, p] of products.entries()) expect((await add(cookie, p.id, i + 1)).status).toBe(200);
  const basket = (await basketOf(cookie)).id!;
  await chooseCourier(cookie, basket, BILLING, TRANSFER);
  const placed = await placeBasket(cookie, basket);
  expect(placed.status).toBe(200);
  return { cookie, order: placeOrderResponseSchema.parse(placed.body).order };
}

async function invoicesOf(cookie: string) {
  return invoicesResponseSchema.parse((await callJson('GET', `${V1}/x/customer/invoices/50/0`, { cookie })).body).invoices;
}

async function eInvoice(cookie: string, number: string): Promise<{ response: Response; xml: string }> {
  const response = await call('GET', `${V1}/x/customer/invoice/${number}/xml`, { cookie });
  return { response, xml: await response.text() };
}

const amountOf = (doc: XmlNode, path: string) => textAt(doc, path);

describe('e-invoice (Peppol BIS Billing 3.0)', () => {
  it('is issued for a placed order: valid, private, named by its number, with the figures of the order and the PDF', async () => {
    const { cookie, order } = await placeOrder('e-faktura@example.sk');
    const detail = orderDetailResponseSchema.parse((await callJson('GET', `${V1}/customer/order/detail/${order.id}/sk`, { cookie })).body).orders;
    const [invoice] = await invoicesOf(cookie);
    expect(invoice?.e_invoice).toBe(true);
    expect(detail.invoice).toEqual({ number: invoice!.name, invoice_url: invoice!.invoice_url, e_invoice: true });

    const { response, xml } = await eInvoice(cookie, invoice!.name);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${invoice!.name}.xml"`);
    expect(en16931Violations(xml)).toEqual([]);

    const doc = parseXml(xml);
    expect(textAt(doc, 'cbc:ID')).toBe(invoice!.name);
    expect(textAt(doc, 'cbc:BuyerReference')).toBe(detail.number);
    expect(textAt(doc, 'cac:PaymentMeans/cbc:PaymentID')).toBe(invoice!.varsymbol);
    // the order's figures: its lines, then shipping and the payment fee, and its totals
    const lines = all(doc, 'cac:InvoiceLine');
    expect(
      lines.map((l) => [
        textAt(l, 'cac:Item/cac:SellersItemIdentification/cbc:ID'),
        Number(textAt(l, 'cbc:InvoicedQuantity')),
        toCents(textAt(l, 'cbc:LineExtensionAmount')),
      ]),
    ).toEqual([
      ...detail.products.map((p) => [p.code, p.amount, toCents(p.price_sum_exc_vat)]),
      ['', 1, toCents(detail.shipping_price)],
      ['', 1, toCents(detail.payment_price)],
    ]);
    expect(toCents(amountOf(doc, 'cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount'))).toBe(toCents(detail.price_without_vat));
    expect(toCents(amountOf(doc, 'cac:LegalMonetaryTotal/cbc:PayableAmount'))).toBe(toCents(invoice!.amount));
    // the PDF prints the same base, VAT and total
    const pdf = await pdfText(new Uint8Array(await (await call('GET', invoice!.invoice_url, { cookie })).arrayBuffer()));
    expect(pdf).toContain(`Základ dane 23 % ${eur(amountOf(doc, 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount'))}`);
    expect(pdf).toContain(`DPH 23 % ${eur(amountOf(doc, 'cac:TaxTotal/cbc:TaxAmount'))}`);
    expect(pdf).toContain(`Celkom s DPH ${eur(amountOf(doc, 'cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount'))}`);

    // another customer's, a guest, an unknown or malformed number: nothing
    const other = await newCustomerCookie('cudzia-e-faktura@example.sk');
    expect((await eInvoice(other, invoice!.name)).response.status).toBe(404);
    expect((await call('GET', `${V1}/x/customer/invoice/${invoice!.name}/xml`)).status).toBe(401);
    expect((await eInvoice(cookie, '9999999999')).response.status).toBe(404);
    expect((await eInvoice(cookie, 'abc')).response.status).toBe(404);
  });

  it('is valid for every invoice of the demo customer, whose company is known by its DIČ', async () => {
    const cookie = await demoCustomerCookie();
    const invoices = await invoicesOf(cookie);
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) {
      expect(invoice.e_invoice).toBe(true);
      const { response, xml } = await eInvoice(cookie, invoice.name);
      expect(response.status).toBe(200);
      expect({ invoice: invoice.name, violations: en16931Violations(xml) }).toEqual({ invoice: invoice.name, violations: [] });
      const doc = parseXml(xml);
      expect(doc.children.find((c) => c.name === 'cac:AccountingCustomerParty')).toBeDefined();
      expect(textAt(doc, 'cac:AccountingCustomerParty/cac:Party/cbc:EndpointID')).toBe('2120123456');
      expect(toCents(amountOf(doc, 'cac:LegalMonetaryTotal/cbc:PayableAmount'))).toBe(toCents(invoice.amount));
    }
  });
});
