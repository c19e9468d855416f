import 'server-only';
import type { Db } from '../db/client';
import { addresses, cartLines, carts, customers, invoices, orderLines, orders, paymentMethods, shippingMethods, warehouses } from '../db/schema';
import { archiveEInvoice } from '../e-invoices/archive';
import { hashPassword } from '../password';
import { PACKETA_POINTS } from './checkout-options';
import { DEMO_CREDIT_LIMIT_CENTS, DEMO_TERMS_DAYS } from './demo-companies';
import { DEMO_TECHNICIAN_LIMIT_CENTS, seedDemoPeople, type DemoSite } from './demo-people';
import type { ProductRow } from './products';
import { daysBefore, rng } from './random';

export const DEMO_EMAIL = 'demo@securitech.sk';
export const DEMO_PASSWORD = 'Demo1234!';
const VAT_RATE = 23;
const DAY_MS = 86_400_000;

/** The demo customer's invoice address, as seeded (the checkout tests fill it in as the demo would). */
export const DEMO_INVOICE_ADDRESS = {
  firstName: 'Peter',
  lastName: 'Kováč',
  street: 'Mlynské nivy 45',
  city: 'Bratislava',
  zip: '821 09',
  phone: '+421 905 123 456',
  email: DEMO_EMAIL,
};
const DELIVERY_ADDRESS = { firstName: 'Ján', lastName: 'Horváth', street: 'Stará Vajnorská 17', city: 'Bratislava', zip: '831 04', phone: '+421 907 654 321' };

interface OrderPlan {
  daysAgo: number;
  status: string;
  shipping: string;
  payment: string;
  warehouse?: string;
  packetaId?: string;
  paid: boolean;
  /** placed `daysAgo` before the day of seeding rather than the fixed base date, so whether its unpaid
   * invoice is due yet holds when the demo is fresh */
  recent?: boolean;
  note: string;
  /** the building site it was ordered for (its job reference goes with it) */
  site?: DemoSite;
  /** placed by the technician (the company's buyer) rather than the owner */
  byTechnician?: true;
}

/**
 * Newest first; covers every shipping and payment method and paid, unpaid and overdue invoices. The
 * unpaid ones are dated from the day of seeding, so a fresh demo owes well under its credit limit, one
 * invoice not yet due and one a few days overdue, inside the grace the on-account check allows
 * (docs/decisions/058-trade-terms.md), and can still order on account.
 */
const PLANS: readonly OrderPlan[] = [
  {
    daysAgo: 4,
    status: 'Prijatá',
    shipping: 'Kuriér SPS',
    payment: 'Bankový prevod',
    paid: false,
    recent: true,
    note: 'Prosím doručiť do 14:00, na sklad.',
    site: 'ruzinov',
    byTechnician: true,
  },
  {
    daysAgo: DEMO_TERMS_DAYS + 3,
    status: 'Odoslaná',
    shipping: 'Zásielkovňa – výdajné miesto',
    payment: 'Dobierka',
    packetaId: '10003',
    paid: false,
    recent: true,
    note: '',
    site: 'senec',
  },
  {
    daysAgo: 25,
    status: 'Vybavená',
    shipping: 'Osobný odber',
    payment: 'Platba v hotovosti pri odbere',
    warehouse: 'Predajňa a sklad Bratislava',
    paid: true,
    note: 'Vyzdvihne technik p. Horváth.',
    site: 'senec',
    byTechnician: true,
  },
  { daysAgo: 41, status: 'Vybavená', shipping: 'Kuriér SPS', payment: 'Bankový prevod', paid: true, note: 'Projekt: bytový dom Ružinov.', site: 'ruzinov' },
  { daysAgo: 63, status: 'Vybavená', shipping: 'Kuriér SPS', payment: 'Platobná karta', paid: true, note: '', site: 'ruzinov', byTechnician: true },
  { daysAgo: 97, status: 'Vybavená', shipping: 'Osobný odber', payment: 'Bankový prevod', warehouse: 'Predajňa a sklad Košice', paid: true, note: '' },
  { daysAgo: 140, status: 'Vybavená', shipping: 'Zásielkovňa – výdajné miesto', payment: 'Platobná karta', packetaId: '10011', paid: true, note: '' },
];

function idByName(rows: ReadonlyArray<{ id: number; name: string }>, name: string): number {
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`unknown checkout option ${name}`);
  return row.id;
}

/** The pieces of a past order's line: a few, in whole packs from the product's minimum. */
function linePieces(row: ProductRow, pieces: number): number {
  return Math.max(row.minQuantity, pieces * row.packSize);
}

/**
 * The demo B2B customer on its price list and terms, with addresses and past orders (each consuming
 * an "ordered" cart) and invoices; its colleagues, building sites and shared addresses (demo-people.ts),
 * some orders placed by the technician and for a site.
 */
export async function seedDemoCustomer(
  db: Db,
  rows: readonly ProductRow[],
  ids: readonly number[],
  priceListId: number,
): Promise<{ orders: number; invoices: number }> {
  const r = rng('demo-customer');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const catalogue = rows.map((row, i) => ({ row, id: ids[i] as number })).filter((x) => !x.row.generated);
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .insert(customers)
      .values({
        email: DEMO_EMAIL,
        passwordHash,
        firstName: 'Peter',
        lastName: 'Kováč',
        displayName: 'Peter Kováč',
        phone: '+421 905 123 456',
        companyName: 'Alarm Servis Slovakia s.r.o.',
        companyId: '50123459',
        vatRegistrationId: '2120123456',
        extVatRegistrationId: 'SK2120123456',
        active: true,
        newsletter: false,
        priceListId,
        paymentTermsDays: DEMO_TERMS_DAYS,
        creditLimitCents: DEMO_CREDIT_LIMIT_CENTS,
        createdAt: daysBefore(420),
      })
      .returning({ id: customers.id });
    if (!customer) throw new Error('demo customer not inserted');
    const customerId = customer.id;
    // the company's people, sites and address book (docs/decisions/059-company-accounts.md); the orders below are the owner's and the technician's
    const people = await seedDemoPeople(tx, customerId, passwordHash);
    await tx.insert(addresses).values([
      { customerId, type: 1, ...DEMO_INVOICE_ADDRESS, country: 32 },
      { customerId, type: 2, ...DELIVERY_ADDRESS, email: '', country: 32 },
    ]);
    const shipping = await tx.select({ id: shippingMethods.id, name: shippingMethods.name, price: shippingMethods.priceCents }).from(shippingMethods);
    const payments = await tx.select({ id: paymentMethods.id, name: paymentMethods.name, price: paymentMethods.priceCents }).from(paymentMethods);
    const stores = await tx.select({ id: warehouses.id, name: warehouses.name }).from(warehouses);
    // oldest first, so order and invoice numbers grow with the date
    const plans = [...PLANS].reverse();
    for (const [k, plan] of plans.entries()) {
      const createdAt = plan.recent ? new Date(Date.now() - plan.daysAgo * DAY_MS) : daysBefore(plan.daysAgo, 2 + k);
      const picks = r.shuffle(catalogue).slice(0, r.int(2, 5));
      const lines = picks.map(({ row, id }) => {
        const quantity = linePieces(row, row.template.unit === 'ks' ? r.int(1, 10) : r.int(1, 3));
        return {
          productId: id,
          code: row.code,
          name: row.name,
          slug: row.slug,
          unit: row.template.unit,
          quantity,
          unitPriceCents: row.priceCents,
          totalCents: row.priceCents * quantity,
        };
      });
      const ship = shipping.find((s) => s.name === plan.shipping);
      const pay = payments.find((p) => p.name === plan.payment);
      const productsPrice = lines.reduce((sum, l) => sum + l.totalCents, 0);
      const totalExcVat = productsPrice + (ship?.price ?? 0) + (pay?.price ?? 0);
      const vat = Math.round((totalExcVat * VAT_RATE) / 100);
      const placedBy = plan.byTechnician ? people.technicianId : customerId;
      const site = plan.site ? people.sites[plan.site] : null;
      // a technician's order over their limit was placed on the owner's approval
      const approvedBy = plan.byTechnician && totalExcVat > DEMO_TECHNICIAN_LIMIT_CENTS ? customerId : null;
      const point = PACKETA_POINTS.find((p) => p.id === plan.packetaId);
      const pointAddress = point ? `${point.street}, ${point.zip} ${point.city}` : null;
      const delivery = plan.warehouse ? { ...DEMO_INVOICE_ADDRESS, email: '' } : { ...DELIVERY_ADDRESS };
      const [cart] = await tx
        .insert(carts)
        .values({
          customerId: placedBy,
          accountId: customerId,
          siteId: site?.id ?? null,
          status: 'ordered',
          shippingMethodId: idByName(shipping, plan.shipping),
          paymentMethodId: idByName(payments, plan.payment),
          salePointId: plan.warehouse ? idByName(stores, plan.warehouse) : null,
          packetaPoint: point?.id ?? null,
          packetaPointName: point?.name ?? null,
          packetaPointAddress: pointAddress,
          note: plan.note,
          isDeliveryAddress: !plan.warehouse,
          checkoutAddresses: { '1': DEMO_INVOICE_ADDRESS, '2': delivery },
          createdAt: new Date(createdAt.getTime() - 3_600_000),
          updatedAt: createdAt,
        })
        .returning({ id: carts.id });
      if (!cart) throw new Error('cart not inserted');
      await tx.insert(cartLines).values(lines.map((l) => ({ cartId: cart.id, productId: l.productId, quantity: l.quantity, createdAt })));
      const number = String(2026000101 + k);
      const [order] = await tx
        .insert(orders)
        .values({
          number,
          customerId: placedBy,
          accountId: customerId,
          siteId: site?.id ?? null,
          jobReference: site?.jobReference ?? '',
          approvedBy,
          cartId: cart.id,
          status: plan.status,
          shippingName: plan.shipping,
          shippingPriceCents: ship?.price ?? 0,
          paymentName: plan.payment,
          paymentPriceCents: pay?.price ?? 0,
          productsPriceCents: productsPrice,
          totalExcVatCents: totalExcVat,
          vatCents: vat,
          vatRate: VAT_RATE,
          salePointName: plan.warehouse ?? null,
          packetaPoint: point?.id ?? null,
          packetaPointName: point?.name ?? null,
          packetaPointAddress: pointAddress,
          note: plan.note,
          invoiceAddress: DEMO_INVOICE_ADDRESS,
          deliveryAddress: delivery,
          followNews: false,
          createdAt,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('order not inserted');
      await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: order.id })));
      const invoiceNumber = String(2026000123 + k);
      const amount = totalExcVat + vat;
      const [invoice] = await tx
        .insert(invoices)
        .values({
          number: invoiceNumber,
          varsymbol: invoiceNumber,
          orderId: order.id,
          customerId: placedBy,
          accountId: customerId,
          publicId: r.hex(32),
          amountCents: amount,
          notPaidCents: plan.paid ? 0 : amount,
          createdAt,
          dueTo: new Date(createdAt.getTime() + DEMO_TERMS_DAYS * DAY_MS),
        })
        .returning({ id: invoices.id });
      if (!invoice) throw new Error('invoice not inserted');
      // archived as the shop issues them, but not sent: the demo's buyer is nobody's Peppol endpoint
      await archiveEInvoice(tx, invoice.id, { send: false });
    }
    return { orders: PLANS.length, invoices: PLANS.length };
  });
}
