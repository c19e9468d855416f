import type { InvoiceDocument } from '@/lib/backend/invoices/invoice-data';

type Line = InvoiceDocument['lines'][number];

export interface FixtureLine {
  code: string;
  name: string;
  unit: string;
  quantity: number;
  unitPriceCents: number;
}

export interface FixtureOptions {
  lines?: FixtureLine[];
  shippingPriceCents?: number;
  paymentPriceCents?: number;
  companyName?: string;
  street?: string;
  city?: string;
  packeta?: boolean;
  salePoint?: string;
}

const DEFAULT_LINES: FixtureLine[] = [
  { code: 'HIK-DS-2CD2143', name: 'IP kamera Hikvision 4 Mpx', unit: 'ks', quantity: 3, unitPriceCents: 12990 },
  { code: 'UTP-CAT6-305', name: 'Kábel UTP Cat6', unit: 'm', quantity: 120, unitPriceCents: 37 },
  { code: 'RJ45-100', name: 'Konektory RJ45 (100 ks)', unit: 'bal.', quantity: 2, unitPriceCents: 1549 },
];

/** An issued invoice as loadInvoiceDocument returns it, built in memory (no database) for the builders' tests. */
export function invoiceFixture(options: FixtureOptions = {}): InvoiceDocument {
  const created = new Date('2026-11-20T09:30:00Z');
  const lines: Line[] = (options.lines ?? DEFAULT_LINES).map((l, i) => ({
    id: i + 1,
    orderId: 7,
    productId: i + 100,
    slug: `p-${i}`,
    ...l,
    totalCents: l.quantity * l.unitPriceCents,
  }));
  const shipping = options.shippingPriceCents ?? 490;
  const payment = options.paymentPriceCents ?? 150;
  const productsCents = lines.reduce((s, l) => s + l.totalCents, 0);
  const totalExcVat = productsCents + shipping + payment;
  const vat = Math.floor((totalExcVat * 12_300 + 5_000) / 10_000) - totalExcVat;
  const address = {
    firstName: 'Ľubomír',
    lastName: 'Šťastný',
    street: options.street ?? 'Mlynské nivy 45',
    city: options.city ?? 'Bratislava',
    zip: '821 09',
    phone: '+421 905 123 456',
    email: 'nakup@example.sk',
  };
  return {
    invoice: {
      id: 3,
      number: '2026000150',
      varsymbol: '2026000150',
      orderId: 7,
      customerId: 5,
      accountId: 5,
      publicId: 'abcdef0123456789abcdef0123456789',
      amountCents: totalExcVat + vat,
      notPaidCents: totalExcVat + vat,
      createdAt: created,
      dueTo: new Date(created.getTime() + 14 * 86_400_000),
    },
    order: {
      id: 7,
      number: '2026000140',
      customerId: 5,
      accountId: 5,
      siteId: null,
      jobReference: '',
      approvedBy: null,
      cartId: 9,
      status: 'Prijatá',
      paymentState: null,
      paidAt: null,
      shippingName: options.packeta ? 'Packeta – výdajné miesto' : options.salePoint ? 'Osobný odber' : 'Kuriér DPD',
      shippingPriceCents: shipping,
      paymentName: 'Bankový prevod',
      paymentPriceCents: payment,
      productsPriceCents: productsCents,
      totalExcVatCents: totalExcVat,
      vatCents: vat,
      vatRate: 23,
      salePointName: options.salePoint ?? null,
      packetaPoint: options.packeta ? '1234' : null,
      packetaPointName: options.packeta ? 'Z-BOX Bratislava, Obchodná 12' : null,
      packetaPointAddress: options.packeta ? 'Obchodná 12, 811 06 Bratislava' : null,
      note: '',
      invoiceAddress: address,
      deliveryAddress: { ...address, firstName: 'Ján', lastName: 'Horváth', street: 'Stará Vajnorská 17', zip: '831 04' },
      followNews: false,
      createdAt: created,
    },
    lines,
    customer: {
      id: 5,
      email: 'nakup@example.sk',
      passwordHash: '',
      firstName: 'Ľubomír',
      lastName: 'Šťastný',
      displayName: '',
      phone: '',
      companyName: options.companyName ?? 'Alarm Servis Slovakia s.r.o.',
      companyId: '50123459',
      vatRegistrationId: '2120123456',
      extVatRegistrationId: 'SK2120123456',
      active: true,
      newsletter: false,
      lastAuthCheck: null,
      priceListId: null,
      paymentTermsDays: null,
      creditLimitCents: null,
      companyAccountId: null,
      role: 'owner',
      orderLimitCents: null,
      currentSiteId: null,
      removedAt: null,
      createdAt: created,
    },
    byTransfer: true,
  };
}
