import { ublOrderViolations } from './ubl-order';
import { all, at, descendants, parseXml, textAt, type XmlNode } from './xml-tree';

/**
 * Our own checks of an e-invoice against the EN 16931 business rules and the Peppol BIS Billing
 * 3.0 rules that concern the invoices the shop issues, each named by its rule id. The rules were
 * read from the published Schematron (OpenPEPPOL/peppol-bis-invoice-3, rules/sch/CEN-EN16931-UBL.sch
 * and PEPPOL-EN16931-UBL.sch); docs/e-invoice.md lists which are checked here and which are not.
 * Returns the violations, "RULE-ID: what is wrong"; none for a valid invoice.
 */
export function en16931Violations(xml: string): string[] {
  const doc = parseXml(xml);
  const found: string[] = [];
  const fail = (rule: string, message: string) => found.push(`${rule}: ${message}`);
  if (doc.name !== 'Invoice' || doc.attrs.xmlns !== 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2')
    fail('UBL-ROOT', 'the root is not a UBL 2.1 Invoice');
  found.push(...ublOrderViolations(doc));
  for (const check of [header, parties, lines, vatBreakdown, totals, payment, decimals]) check(doc, fail);
  return found;
}

type Fail = (rule: string, message: string) => void;

const CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
/** Peppol's subset of UNCL1001 for invoices (PEPPOL-EN16931-P0100). */
const INVOICE_TYPES = new Set([
  '71',
  '80',
  '82',
  '84',
  '102',
  '218',
  '219',
  '331',
  '380',
  '382',
  '383',
  '386',
  '388',
  '393',
  '395',
  '553',
  '575',
  '623',
  '780',
  '817',
  '870',
  '875',
  '876',
  '877',
]);
/** The UN/ECE Rec 20/21 codes our invoices may carry (BR-CL-23 checks the whole list; see docs). */
const UNIT_CODES = new Set(['H87', 'MTR', 'XBX', 'C62']);
/** The EAS codes our invoices may carry (PEPPOL-EN16931-CL008): Slovak DIČ, Slovak VAT number, e-mail. */
const EAS_CODES = new Set(['0245', '9950', 'EM']);
/** UNCL4461 codes we use (BR-CL-16): credit transfer, SEPA credit transfer. */
const PAYMENT_MEANS = new Set(['30', '58']);

/** Integer cents of an amount, or null when it is not a decimal number. */
function cents(value: string): number | null {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return null;
  const [, sign, whole = '0', fraction = ''] = m;
  if (fraction.length > 2) return null;
  const c = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -c : c;
}

function amountAt(node: XmlNode | undefined, path: string): number {
  return cents(textAt(node, path)) ?? Number.NaN;
}

/** XPath round(x × rate / 100) to cents, on the absolute value as BR-CO-17 and BR-S-09 take it. */
function vatOf(taxableCents: number, rate: string): number {
  const basisPoints = Math.round(Number(rate) * 100);
  return Math.floor((Math.abs(taxableCents) * basisPoints + 5_000) / 10_000);
}

function header(doc: XmlNode, fail: Fail): void {
  const customization = textAt(doc, 'cbc:CustomizationID');
  if (!customization) fail('BR-01', 'no specification identifier (BT-24)');
  else if (customization !== CUSTOMIZATION) fail('PEPPOL-EN16931-R004', `specification identifier is ${customization}`);
  const profile = textAt(doc, 'cbc:ProfileID');
  if (!profile) fail('PEPPOL-EN16931-R001', 'no business process (BT-23)');
  else if (!/^urn:fdc:peppol\.eu:2017:poacc:billing:\d\d:1\.0$/.test(profile)) fail('PEPPOL-EN16931-R007', `business process ${profile}`);
  if (!textAt(doc, 'cbc:ID')) fail('BR-02', 'no invoice number (BT-1)');
  if (!textAt(doc, 'cbc:IssueDate')) fail('BR-03', 'no issue date (BT-2)');
  const type = textAt(doc, 'cbc:InvoiceTypeCode');
  if (!type) fail('BR-04', 'no invoice type code (BT-3)');
  else if (!INVOICE_TYPES.has(type)) fail('PEPPOL-EN16931-P0100', `invoice type code ${type}`);
  const currency = textAt(doc, 'cbc:DocumentCurrencyCode');
  if (!currency) fail('BR-05', 'no invoice currency code (BT-5)');
  else if (!/^[A-Z]{3}$/.test(currency)) fail('BR-CL-04', `currency ${currency}`);
  if (!textAt(doc, 'cbc:BuyerReference') && !textAt(doc, 'cac:OrderReference/cbc:ID'))
    fail('PEPPOL-EN16931-R003', 'neither buyer reference nor order reference');
  for (const node of descendants(doc)) {
    if (node.children.length === 0 && !node.text.trim()) fail('PEPPOL-EN16931-R008', `empty element ${node.name}`);
    if (node.name.endsWith('Date') && node.name.startsWith('cbc:') && !/^\d{4}-\d\d-\d\d$/.test(node.text))
      fail('PEPPOL-EN16931-F001', `${node.name} ${node.text}`);
    if (node.attrs.currencyID !== undefined && node.attrs.currencyID !== currency) fail('PEPPOL-EN16931-R051', `${node.name} in ${node.attrs.currencyID}`);
    if (node.name === 'cbc:IdentificationCode' && !/^[A-Z]{2}$/.test(node.text)) fail('BR-CL-14', `country ${node.text}`);
  }
}

function party(doc: XmlNode, fail: Fail, role: 'Seller' | 'Buyer'): void {
  const p = at(doc, role === 'Seller' ? 'cac:AccountingSupplierParty/cac:Party' : 'cac:AccountingCustomerParty/cac:Party');
  const endpoint = at(p, 'cbc:EndpointID');
  if (!endpoint?.text.trim()) fail(role === 'Seller' ? 'PEPPOL-EN16931-R020' : 'PEPPOL-EN16931-R010', `no ${role} electronic address`);
  else if (!endpoint.attrs.schemeID) fail(role === 'Seller' ? 'BR-62' : 'BR-63', `${role} electronic address without a scheme`);
  else if (!EAS_CODES.has(endpoint.attrs.schemeID)) fail('PEPPOL-EN16931-CL008', `${role} scheme ${endpoint.attrs.schemeID}`);
  if (!textAt(p, 'cac:PartyLegalEntity/cbc:RegistrationName')) fail(role === 'Seller' ? 'BR-06' : 'BR-07', `no ${role} name`);
  const address = at(p, 'cac:PostalAddress');
  if (!address) fail(role === 'Seller' ? 'BR-08' : 'BR-10', `no ${role} postal address`);
  else if (!textAt(address, 'cac:Country/cbc:IdentificationCode')) fail(role === 'Seller' ? 'BR-09' : 'BR-11', `no ${role} country code`);
  for (const scheme of all(p, 'cac:PartyTaxScheme')) {
    const id = textAt(scheme, 'cbc:CompanyID');
    if (textAt(scheme, 'cac:TaxScheme/cbc:ID') === 'VAT' && !/^[A-Z]{2}/.test(id)) fail('BR-CO-09', `${role} VAT identifier ${id} has no country prefix`);
  }
}

function sellerVatId(doc: XmlNode): string {
  const schemes = all(at(doc, 'cac:AccountingSupplierParty/cac:Party'), 'cac:PartyTaxScheme');
  return (
    schemes
      .find((s) => textAt(s, 'cac:TaxScheme/cbc:ID') === 'VAT')
      ?.children.find((c) => c.name === 'cbc:CompanyID')
      ?.text.trim() ?? ''
  );
}

function parties(doc: XmlNode, fail: Fail): void {
  party(doc, fail, 'Seller');
  party(doc, fail, 'Buyer');
  const seller = at(doc, 'cac:AccountingSupplierParty/cac:Party');
  if (!textAt(seller, 'cac:PartyIdentification/cbc:ID') && !textAt(seller, 'cac:PartyLegalEntity/cbc:CompanyID') && !sellerVatId(doc))
    fail('BR-CO-26', 'no seller identifier');
  const location = at(doc, 'cac:Delivery/cac:DeliveryLocation/cac:Address');
  if (location && !textAt(location, 'cac:Country/cbc:IdentificationCode')) fail('BR-57', 'deliver-to address without a country code');
}

function lines(doc: XmlNode, fail: Fail): void {
  const invoiceLines = all(doc, 'cac:InvoiceLine');
  if (invoiceLines.length === 0) fail('BR-16', 'no invoice line');
  for (const [i, line] of invoiceLines.entries()) {
    const n = `line ${i + 1}`;
    if (!textAt(line, 'cbc:ID')) fail('BR-21', `${n} has no identifier`);
    const quantity = at(line, 'cbc:InvoicedQuantity');
    if (!quantity?.text.trim()) fail('BR-22', `${n} has no quantity`);
    else if (!quantity.attrs.unitCode) fail('BR-23', `${n} has no unit code`);
    else if (!UNIT_CODES.has(quantity.attrs.unitCode)) fail('BR-CL-23', `${n} unit ${quantity.attrs.unitCode}`);
    const net = amountAt(line, 'cbc:LineExtensionAmount');
    if (!textAt(line, 'cbc:LineExtensionAmount')) fail('BR-24', `${n} has no net amount`);
    if (!textAt(line, 'cac:Item/cbc:Name')) fail('BR-25', `${n} has no item name`);
    const price = amountAt(line, 'cac:Price/cbc:PriceAmount');
    if (!textAt(line, 'cac:Price/cbc:PriceAmount')) fail('BR-26', `${n} has no net price`);
    else if (price < 0) fail('BR-27', `${n} net price is negative`);
    if (Number(quantity?.text) * price !== net) fail('PEPPOL-EN16931-R120', `${n}: ${quantity?.text} × ${price} ≠ ${net} (cents)`);
    const category = at(line, 'cac:Item/cac:ClassifiedTaxCategory');
    if (!textAt(category, 'cbc:ID')) fail('BR-CO-04', `${n} has no VAT category`);
    if (textAt(category, 'cbc:ID') === 'S') {
      if (!(Number(textAt(category, 'cbc:Percent')) > 0)) fail('BR-S-05', `${n} standard rate is not above zero`);
      if (!sellerVatId(doc)) fail('BR-S-02', `${n} is standard rated but the seller has no VAT identifier`);
    }
  }
}

function vatBreakdown(doc: XmlNode, fail: Fail): void {
  const taxTotals = all(doc, 'cac:TaxTotal').filter((t) => all(t, 'cac:TaxSubtotal').length > 0);
  if (taxTotals.length !== 1) fail('PEPPOL-EN16931-R053', `${taxTotals.length} tax totals with subtotals`);
  const subtotals = taxTotals.flatMap((t) => all(t, 'cac:TaxSubtotal'));
  if (subtotals.length === 0) fail('BR-CO-18', 'no VAT breakdown');
  const lineCategories = all(doc, 'cac:InvoiceLine').map((l) => at(l, 'cac:Item/cac:ClassifiedTaxCategory'));
  if (lineCategories.some((c) => textAt(c, 'cbc:ID') === 'S') && !subtotals.some((s) => textAt(s, 'cac:TaxCategory/cbc:ID') === 'S'))
    fail('BR-S-01', 'standard-rated lines without a standard-rated breakdown');
  for (const s of subtotals) {
    const code = textAt(s, 'cac:TaxCategory/cbc:ID');
    const rate = textAt(s, 'cac:TaxCategory/cbc:Percent');
    const taxable = amountAt(s, 'cbc:TaxableAmount');
    const tax = amountAt(s, 'cbc:TaxAmount');
    if (!textAt(s, 'cbc:TaxableAmount')) fail('BR-45', 'breakdown without taxable amount');
    if (!textAt(s, 'cbc:TaxAmount')) fail('BR-46', 'breakdown without tax amount');
    if (!code) fail('BR-47', 'breakdown without category');
    if (!rate) fail('BR-48', 'breakdown without rate');
    if (tax !== vatOf(taxable, rate)) fail('BR-CO-17', `${code} ${rate} %: tax ${tax} ≠ round(${taxable} × ${rate} %)`);
    if (code !== 'S') continue;
    const base = all(doc, 'cac:InvoiceLine')
      .filter(
        (l) =>
          textAt(l, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID') === 'S' &&
          Number(textAt(l, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent')) === Number(rate),
      )
      .reduce((sum, l) => sum + amountAt(l, 'cbc:LineExtensionAmount'), 0);
    if (base !== taxable) fail('BR-S-08', `${rate} %: taxable ${taxable} ≠ lines ${base}`);
    if (tax !== vatOf(taxable, rate)) fail('BR-S-09', `${rate} %: tax ${tax}`);
    if (at(s, 'cac:TaxCategory/cbc:TaxExemptionReason') || at(s, 'cac:TaxCategory/cbc:TaxExemptionReasonCode'))
      fail('BR-S-10', 'standard rate with an exemption reason');
  }
}

function totals(doc: XmlNode, fail: Fail): void {
  const t = at(doc, 'cac:LegalMonetaryTotal');
  const required: Array<[string, string]> = [
    ['BR-12', 'cbc:LineExtensionAmount'],
    ['BR-13', 'cbc:TaxExclusiveAmount'],
    ['BR-14', 'cbc:TaxInclusiveAmount'],
    ['BR-15', 'cbc:PayableAmount'],
  ];
  for (const [rule, path] of required) if (!textAt(t, path)) fail(rule, `no ${path}`);
  const optional = (path: string) => (textAt(t, path) ? amountAt(t, path) : 0);
  const lineSum = all(doc, 'cac:InvoiceLine').reduce((sum, l) => sum + amountAt(l, 'cbc:LineExtensionAmount'), 0);
  const charges = all(doc, 'cac:AllowanceCharge');
  const sumOf = (indicator: string) =>
    charges.filter((c) => textAt(c, 'cbc:ChargeIndicator') === indicator).reduce((sum, c) => sum + amountAt(c, 'cbc:Amount'), 0);
  if (amountAt(t, 'cbc:LineExtensionAmount') !== lineSum) fail('BR-CO-10', `sum of lines ${lineSum} ≠ ${textAt(t, 'cbc:LineExtensionAmount')}`);
  if (optional('cbc:AllowanceTotalAmount') !== sumOf('false')) fail('BR-CO-11', 'allowance total');
  if (optional('cbc:ChargeTotalAmount') !== sumOf('true')) fail('BR-CO-12', 'charge total');
  if (amountAt(t, 'cbc:TaxExclusiveAmount') !== lineSum - optional('cbc:AllowanceTotalAmount') + optional('cbc:ChargeTotalAmount'))
    fail('BR-CO-13', 'total without VAT ≠ lines − allowances + charges');
  const taxTotal = all(doc, 'cac:TaxTotal').find((x) => all(x, 'cac:TaxSubtotal').length > 0);
  const subtotalSum = all(taxTotal, 'cac:TaxSubtotal').reduce((sum, s) => sum + amountAt(s, 'cbc:TaxAmount'), 0);
  if (amountAt(taxTotal, 'cbc:TaxAmount') !== subtotalSum) fail('BR-CO-14', `VAT total ${textAt(taxTotal, 'cbc:TaxAmount')} ≠ Σ breakdown ${subtotalSum}`);
  if (amountAt(t, 'cbc:TaxInclusiveAmount') !== amountAt(t, 'cbc:TaxExclusiveAmount') + amountAt(taxTotal, 'cbc:TaxAmount'))
    fail('BR-CO-15', 'total with VAT ≠ total without VAT + VAT');
  if (amountAt(t, 'cbc:PayableAmount') !== amountAt(t, 'cbc:TaxInclusiveAmount') - optional('cbc:PrepaidAmount') + optional('cbc:PayableRoundingAmount'))
    fail('BR-CO-16', 'amount due ≠ total with VAT − paid + rounding');
  if (amountAt(t, 'cbc:PayableAmount') > 0 && !textAt(doc, 'cbc:DueDate') && !textAt(doc, 'cac:PaymentTerms/cbc:Note'))
    fail('BR-CO-25', 'amount due without due date or terms');
}

function payment(doc: XmlNode, fail: Fail): void {
  for (const means of all(doc, 'cac:PaymentMeans')) {
    const code = textAt(means, 'cbc:PaymentMeansCode');
    if (!code) fail('BR-49', 'payment instruction without a means code');
    else if (!PAYMENT_MEANS.has(code)) fail('BR-CL-16', `payment means ${code}`);
    if ((code === '30' || code === '58') && !textAt(means, 'cac:PayeeFinancialAccount/cbc:ID')) fail('BR-61', 'credit transfer without an account');
    if (code === '58' && !/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(textAt(means, 'cac:PayeeFinancialAccount/cbc:ID')))
      fail('BR-50', 'SEPA transfer account is not an IBAN');
  }
}

/** BR-DEC-*: at most two decimals on every amount the EN 16931 model has. */
function decimals(doc: XmlNode, fail: Fail): void {
  const rules: Array<[string, string]> = [
    ['BR-DEC-09', 'cac:LegalMonetaryTotal/cbc:LineExtensionAmount'],
    ['BR-DEC-12', 'cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount'],
    ['BR-DEC-14', 'cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount'],
    ['BR-DEC-18', 'cac:LegalMonetaryTotal/cbc:PayableAmount'],
    ['BR-DEC-13', 'cac:TaxTotal/cbc:TaxAmount'],
  ];
  for (const [rule, path] of rules) if (cents(textAt(doc, path)) === null) fail(rule, `${path} ${textAt(doc, path)}`);
  for (const s of all(at(doc, 'cac:TaxTotal'), 'cac:TaxSubtotal')) {
    if (cents(textAt(s, 'cbc:TaxableAmount')) === null) fail('BR-DEC-19', `taxable amount ${textAt(s, 'cbc:TaxableAmount')}`);
    if (cents(textAt(s, 'cbc:TaxAmount')) === null) fail('BR-DEC-20', `tax amount ${textAt(s, 'cbc:TaxAmount')}`);
  }
  for (const l of all(doc, 'cac:InvoiceLine'))
    if (cents(textAt(l, 'cbc:LineExtensionAmount')) === null) fail('BR-DEC-23', `line amount ${textAt(l, 'cbc:LineExtensionAmount')}`);
}
