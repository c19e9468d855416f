import 'server-only';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { buildingSites, customers, invoices, orderLines, orders, productImages } from '../db/schema';
import { money, notFound, ok } from '../http';
import type { CustomerHandler } from '../customer-guard';
import { wholeNumber, withPaging } from '../path-params';
import { invoiceUrl, orderUrl } from '../orders/links';
import { transferDue } from '../invoices/bank-transfer';
import { pointOfDelivery } from '../orders/point-of-delivery';
import { orderPaymentState } from '../payments/card-orders';
import { readableInvoices, readableOrder, readableOrders } from '../accounts/scope';
import { filterOptions, invoicesFilter, listFilterOf, ordersFilter, personName } from '../accounts/list-filters';

const whoPlaced = { firstName: customers.firstName, lastName: customers.lastName, email: customers.email };

/**
 * One page of the orders the person may read (lib/backend/accounts/scope.ts), newest first; `amount` is the total excluding VAT, as the
 * detail shows it. `withVat` (the extension's rows, for the company-wide list and the exports) adds the total including VAT, the invoice's
 * variable symbol, who placed each order, the `?person=&site=` filters and what they offer (docs/decisions/059-company-accounts.md, company-wide views).
 */
function ordersPage(withVat: boolean): CustomerHandler {
  return withPaging(async ({ db, customer, url }, paging) => {
    const mine = withVat ? and(readableOrders(customer), ordersFilter(listFilterOf(url, customer))) : readableOrders(customer);
    const [rows, [total], options] = await Promise.all([
      db
        .select({ order: orders, person: whoPlaced, varsymbol: invoices.varsymbol, notPaidCents: invoices.notPaidCents })
        .from(orders)
        .leftJoin(customers, eq(customers.id, orders.customerId))
        // placing writes one invoice per order, to whoever placed it; by its index
        .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.customerId, orders.customerId)))
        .where(mine)
        .orderBy(desc(orders.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(orders).where(mine),
      withVat ? filterOptions(db, customer) : null,
    ]);
    return ok({
      orders: rows.map(({ order: o, person, varsymbol, notPaidCents }) => ({
        id: o.id,
        name: o.number,
        created_at: o.createdAt.toISOString(),
        amount: money(o.totalExcVatCents),
        ...(withVat
          ? {
              amount_with_vat: money(o.totalExcVatCents + o.vatCents),
              variable_symbol: varsymbol,
              person: { id: o.customerId, name: person ? personName(person) : '' },
            }
          : {}),
        order_url: orderUrl(o.id),
        status: o.status,
        payment_state: orderPaymentState(o, notPaidCents),
        job_reference: o.jobReference,
      })),
      orders_count: total?.n ?? 0,
      ...(options ? { filter_options: options } : {}),
    });
  });
}

/** GET /customer/orders/{limit}/{offset} */
export const getCustomerOrders = ordersPage(false);
/** GET /x/customer/orders/{limit}/{offset} (extension): the same rows with `amount_with_vat`. */
export const getCustomerOrdersWithVat = ordersPage(true);

/**
 * One page of the invoices the person may read, newest first, amounts with VAT, the PDF by an opaque id.
 * `withVat` adds the amount excluding VAT, from the invoiced order (the extension's rows; null for
 * an invoice without an order), who placed the order, the `?person=&site=` filters and their options.
 */
function invoicesPage(withVat: boolean): CustomerHandler {
  return withPaging(async ({ db, customer, url }, paging) => {
    const mine = withVat ? and(readableInvoices(customer), invoicesFilter(listFilterOf(url, customer))) : readableInvoices(customer);
    const [rows, [total], options] = await Promise.all([
      db
        .select({ invoice: invoices, totalExcVatCents: orders.totalExcVatCents, jobReference: orders.jobReference, person: whoPlaced })
        .from(invoices)
        .leftJoin(orders, eq(orders.id, invoices.orderId))
        .leftJoin(customers, eq(customers.id, invoices.customerId))
        .where(mine)
        .orderBy(desc(invoices.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(invoices).leftJoin(orders, eq(orders.id, invoices.orderId)).where(mine),
      withVat ? filterOptions(db, customer) : null,
    ]);
    return ok({
      invoices: rows.map(({ invoice: i, totalExcVatCents, jobReference, person }) => ({
        name: i.number,
        varsymbol: i.varsymbol,
        created_at: i.createdAt.toISOString(),
        due_to: i.dueTo.toISOString(),
        amount: money(i.amountCents),
        // an invoice of an order is also an e-invoice (GET /x/customer/invoice/{number}/xml)
        ...(withVat
          ? {
              amount_without_vat: totalExcVatCents === null ? null : money(totalExcVatCents),
              e_invoice: totalExcVatCents !== null,
              person: { id: i.customerId, name: person ? personName(person) : '' },
            }
          : {}),
        not_paid_amount: money(i.notPaidCents),
        invoice_url: invoiceUrl(i.publicId),
        job_reference: jobReference ?? '',
      })),
      invoices_count: total?.n ?? 0,
      ...(options ? { filter_options: options } : {}),
    });
  });
}

/** GET /customer/invoices/{limit}/{offset} */
export const getCustomerInvoices = invoicesPage(false);
/** GET /x/customer/invoices/{limit}/{offset} (extension): the same rows with `amount_without_vat`. */
export const getCustomerInvoicesWithVat = invoicesPage(true);

const name = (a: Record<string, string>) => [a.firstName, a.lastName].filter(Boolean).join(' ');

/** GET /customer/order/detail/{orderId}/{lang}: 404 for an unknown order or one the person may not read. */
export const getCustomerOrderDetail: CustomerHandler = async ({ db, params, customer }) => {
  const orderId = wholeNumber(params.orderId);
  if (orderId === null) return notFound('order');
  const order = await readableOrder(db, customer, orderId);
  if (!order) return notFound('order');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const productIds = lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
  const images = productIds.length
    ? await db.select().from(productImages).where(inArray(productImages.productId, productIds)).orderBy(asc(productImages.position))
    : [];
  const invoice = order.invoiceAddress;
  const [delivery, transfer, [issued], [site]] = await Promise.all([
    pointOfDelivery(db, order),
    transferDue(db, order),
    db
      .select({ number: invoices.number, publicId: invoices.publicId, notPaidCents: invoices.notPaidCents })
      .from(invoices)
      .where(eq(invoices.orderId, order.id))
      .limit(1),
    order.siteId === null ? [] : db.select({ name: buildingSites.name }).from(buildingSites).where(eq(buildingSites.id, order.siteId)).limit(1),
  ]);
  return ok({
    orders: {
      number: order.number,
      created: order.createdAt.toISOString(),
      status: order.status,
      shipping: order.shippingName,
      shipping_price: money(order.shippingPriceCents),
      payment: order.paymentName,
      payment_price: money(order.paymentPriceCents),
      price_without_vat: money(order.totalExcVatCents),
      // the VAT and the total with it (optional fields, docs/contract.md#optional-fields): the amount to pay for every payment method
      vat: money(order.vatCents),
      price_with_vat: money(order.totalExcVatCents + order.vatCents),
      products_price_without_vat: money(order.productsPriceCents),
      invoice_name: name(invoice),
      invoice_street: invoice.street ?? '',
      invoice_city: invoice.city ?? '',
      invoice_zip: invoice.zip ?? '',
      invoice_phone: invoice.phone ?? '',
      invoice_email: invoice.email ?? '',
      delivery_name: delivery.name,
      delivery_street: delivery.street,
      delivery_city: delivery.city,
      delivery_zip: delivery.zip,
      delivery_phone: delivery.phone,
      products: lines.map((l) => ({
        image: images.filter((i) => i.productId === l.productId).map((i) => ({ src: i.src, caption: i.caption, cover: i.cover })),
        url: { url: l.slug },
        code: l.code,
        name: l.name,
        amount: l.quantity,
        unit_of_measure: l.unit,
        price_exc_vat: money(l.unitPriceCents),
        price_sum_exc_vat: money(l.totalCents),
        // extension field: the product, to reckon when a pickup is ready by its stock (decision 066)
        ...(l.productId === null ? {} : { product_id: l.productId }),
      })),
      payment_instructions: transfer && {
        iban: transfer.iban,
        beneficiary: transfer.beneficiary,
        variable_symbol: transfer.variableSymbol,
        amount: money(transfer.amountCents),
        due_to: transfer.due.toISOString(),
      },
      // the order's invoice as PDF and as e-invoice (extension, like payment_instructions)
      invoice: issued ? { number: issued.number, invoice_url: invoiceUrl(issued.publicId), e_invoice: true } : null,
      payment_state: orderPaymentState(order, issued?.notPaidCents ?? null),
      // the building site it was placed for (extension): the job reference as the order keeps it
      site: order.siteId === null && order.jobReference === '' ? null : { name: site?.name ?? '', job_reference: order.jobReference },
    },
  });
};
