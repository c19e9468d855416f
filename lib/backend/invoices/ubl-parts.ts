import 'server-only';
import { shop } from '@/lib/runtime/config/shop';
import type { InvoiceDocument } from './invoice-data';
import { slovakEndpoint } from './peppol-ids';
import { el, type XmlElement } from './xml-writer';

/** Every party and address of ours is in Slovakia (the shop sells domestically). */
const COUNTRY = 'SK';

/** "123.45": cents as a UBL amount, two decimals (BR-DEC-*). */
export function amount(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount element in euros. */
export function money(name: string, cents: number): XmlElement {
  return el(name, amount(cents), { currencyID: 'EUR' });
}

/** The calendar day in Bratislava, as xs:date ("2026-11-20"). */
export function isoDay(date: Date): string {
  return date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Bratislava' });
}

function text(name: string, value: string | null | undefined): XmlElement | null {
  return value && value.trim() ? el(name, value.trim()) : null;
}

/** cac:PostalAddress / cac:Address content in the schema's order (StreetName, CityName, PostalZone, Country). */
export function address(name: string, a: { street?: string | null; city?: string | null; zip?: string | null }): XmlElement {
  return el(name, [
    text('cbc:StreetName', a.street),
    text('cbc:CityName', a.city),
    text('cbc:PostalZone', a.zip),
    el('cac:Country', [el('cbc:IdentificationCode', COUNTRY)]),
  ]);
}

function vatScheme(vatId: string): XmlElement | null {
  return vatId.trim() ? el('cac:PartyTaxScheme', [el('cbc:CompanyID', vatId.trim()), el('cac:TaxScheme', [el('cbc:ID', 'VAT')])]) : null;
}

/** BG-4 Seller: the shop, with its DIČ as endpoint, IČ DPH as VAT identifier and IČO as legal registration. */
export function sellerParty(): XmlElement {
  const endpoint = slovakEndpoint({ dic: shop.taxId, vatId: shop.vatId, email: shop.email });
  return el('cac:AccountingSupplierParty', [
    el('cac:Party', [
      el('cbc:EndpointID', endpoint.id, { schemeID: endpoint.scheme }),
      el('cac:PartyName', [el('cbc:Name', shop.name)]),
      address('cac:PostalAddress', { street: shop.street, city: shop.city, zip: shop.zip }),
      vatScheme(shop.vatId),
      el('cac:PartyLegalEntity', [
        el('cbc:RegistrationName', shop.company),
        text('cbc:CompanyID', shop.companyId),
        text('cbc:CompanyLegalForm', shop.register),
      ]),
      el('cac:Contact', [text('cbc:Telephone', shop.phone), text('cbc:ElectronicMail', shop.email)]),
    ]),
  ]);
}

/** BG-7 Buyer: the customer's company at the order's invoice address. */
export function buyerParty({ customer, order }: InvoiceDocument): XmlElement {
  const a = order.invoiceAddress;
  const endpoint = slovakEndpoint({ dic: customer.vatRegistrationId, vatId: customer.extVatRegistrationId, email: a.email || customer.email });
  const person = [a.firstName, a.lastName].filter(Boolean).join(' ');
  return el('cac:AccountingCustomerParty', [
    el('cac:Party', [
      el('cbc:EndpointID', endpoint.id, { schemeID: endpoint.scheme }),
      address('cac:PostalAddress', a),
      vatScheme(customer.extVatRegistrationId),
      el('cac:PartyLegalEntity', [el('cbc:RegistrationName', customer.companyName), text('cbc:CompanyID', customer.companyId)]),
      el('cac:Contact', [text('cbc:Name', person), text('cbc:Telephone', a.phone), text('cbc:ElectronicMail', a.email || customer.email)]),
    ]),
  ]);
}

/** BG-13 Delivery: the supply date and where the goods went (the address, the parcel point, or the shop's store for a pickup). */
export function delivery({ order }: InvoiceDocument): XmlElement {
  const date = el('cbc:ActualDeliveryDate', isoDay(order.createdAt));
  if (order.packetaPoint) {
    return el('cac:Delivery', [
      date,
      el('cac:DeliveryLocation', [
        el('cbc:ID', order.packetaPoint),
        el('cac:Address', [text('cbc:StreetName', order.packetaPointAddress), el('cac:Country', [el('cbc:IdentificationCode', COUNTRY)])]),
      ]),
      el('cac:DeliveryParty', [el('cac:PartyName', [el('cbc:Name', order.packetaPointName ?? order.packetaPoint)])]),
    ]);
  }
  if (order.salePointName) return el('cac:Delivery', [date, el('cac:DeliveryParty', [el('cac:PartyName', [el('cbc:Name', order.salePointName)])])]);
  const d = order.deliveryAddress;
  const name = [d.firstName, d.lastName].filter(Boolean).join(' ');
  return el('cac:Delivery', [
    date,
    el('cac:DeliveryLocation', [address('cac:Address', d)]),
    name ? el('cac:DeliveryParty', [el('cac:PartyName', [el('cbc:Name', name)])]) : null,
  ]);
}
