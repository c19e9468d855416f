import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ErrorItem } from '@/lib/contract/errors';
import { vatRate } from '@/lib/runtime/config/shop';
import type { Db } from '../db/client';
import { carts, customers, invoices, orders } from '../db/schema';
import { withVatCents } from '../pricing/money';
import { archiveEInvoice } from '../e-invoices/archive';
import type { CartRow } from '../checkout/cart-access';
import { checkoutChoices, type CheckoutChoices } from './checkout-state';
import { decrementStock, insertOrderLines, lockCartLines, type LockedLine } from './order-lines';
import { nextNumbers } from './numbers';
import { queueOrderMail } from './order-mail';

const DAY_MS = 86_400_000;
/** Invoices are due 14 days after issue. */
export const INVOICE_DUE_DAYS = 14;

export type PlaceResult =
  { kind: 'placed' | 'already-placed'; orderId: number; number: string } | { kind: 'not-found' } | { kind: 'invalid'; status: number; errors: ErrorItem[] };

interface OrderDraft {
  customerId: number;
  cart: CartRow;
  choices: CheckoutChoices;
  lines: readonly LockedLine[];
  followNews: boolean;
  orderNumber: string;
  now: Date;
}

/** The order a cart already became (placing is idempotent per cart). */
async function orderOfCart(tx: Db, cartId: number): Promise<PlaceResult> {
  const [existing] = await tx.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.cartId, cartId)).limit(1);
  return existing ? { kind: 'already-placed', orderId: existing.id, number: existing.number } : { kind: 'not-found' };
}

/** Writes the order row (prices excluding VAT, the VAT, the choices as they are now); returns its id and the total with VAT. */
async function insertOrder(tx: Db, { customerId, cart, choices, lines, followNews, orderNumber, now }: OrderDraft) {
  const rate = vatRate();
  const productsCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const totalExcVat = productsCents + choices.shipping.priceCents + choices.payment.priceCents;
  const totalWithVat = withVatCents(totalExcVat, rate);
  const packeta = choices.shipping.isPacketa;
  const [order] = await tx
    .insert(orders)
    .values({
      number: orderNumber,
      customerId,
      cartId: cart.id,
      status: 'Prijatá',
      shippingName: choices.shipping.name,
      shippingPriceCents: choices.shipping.priceCents,
      paymentName: choices.payment.name,
      paymentPriceCents: choices.payment.priceCents,
      productsPriceCents: productsCents,
      totalExcVatCents: totalExcVat,
      vatCents: totalWithVat - totalExcVat,
      vatRate: Math.round(rate),
      salePointName: choices.salePoint?.name ?? null,
      packetaPoint: packeta ? cart.packetaPoint : null,
      packetaPointName: packeta ? cart.packetaPointName : null,
      packetaPointAddress: packeta ? cart.packetaPointAddress : null,
      note: cart.note,
      invoiceAddress: choices.invoiceAddress,
      deliveryAddress: choices.deliveryAddress,
      followNews,
      createdAt: now,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not inserted');
  return { orderId: order.id, totalExcVat, totalWithVat };
}

/**
 * The order's invoice, unpaid, due in 14 days; its number is the variable symbol. Its e-invoice is
 * archived as issued and queued for sending in the same transaction. Resolves with its due date.
 */
async function issueInvoice(tx: Db, orderId: number, customerId: number, number: string, amountCents: number, now: Date): Promise<Date> {
  const dueTo = new Date(now.getTime() + INVOICE_DUE_DAYS * DAY_MS);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      varsymbol: number,
      orderId,
      customerId,
      publicId: randomBytes(16).toString('hex'),
      amountCents,
      notPaidCents: amountCents,
      createdAt: now,
      dueTo,
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error('invoice not inserted');
  await archiveEInvoice(tx, invoice.id, { send: true });
  return dueTo;
}

/**
 * Places the cart as an order in ONE transaction: locks the cart row (a second, concurrent
 * placement waits here and then finds the order), re-reads prices and locks the products,
 * decrements stock by the ordered quantity (never refused for stock), stores addresses,
 * shipping, parcel point, sale point, payment and note, issues the invoice (due in 14 days,
 * unpaid) with its e-invoice, closes the cart, so the basket is empty, and queues the confirmation
 * mail in the outbox. One statement per table.
 */
export async function placeCartOrder(db: Db, customerId: number, email: string, cartId: number, followNews: boolean): Promise<PlaceResult> {
  return db.transaction(async (tx) => {
    const [cart] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.id, cartId), eq(carts.customerId, customerId)))
      .for('update');
    if (!cart) return { kind: 'not-found' };
    if (cart.status !== 'open') return orderOfCart(tx, cart.id);
    const lines = await lockCartLines(tx, cart.id);
    if (lines.length === 0) return { kind: 'invalid', status: 400, errors: [{ key: 'basket', code: 'messages.basket.empty' }] };
    const choices = await checkoutChoices(tx, cart, email);
    if (Array.isArray(choices)) return { kind: 'invalid', status: 400, errors: choices };

    const now = new Date();
    const numbers = await nextNumbers(tx, now);
    const { orderId, totalExcVat, totalWithVat } = await insertOrder(tx, { customerId, cart, choices, lines, followNews, orderNumber: numbers.order, now });
    await insertOrderLines(tx, orderId, lines);
    await decrementStock(tx, lines);
    const dueTo = await issueInvoice(tx, orderId, customerId, numbers.invoice, totalWithVat, now);
    await tx.update(carts).set({ status: 'ordered', updatedAt: now }).where(eq(carts.id, cart.id));
    if (followNews) await tx.update(customers).set({ newsletter: true }).where(eq(customers.id, customerId));
    const mail = {
      number: numbers.order,
      orderId,
      lines: lines.map((l) => ({ code: l.code, name: l.name, quantity: l.quantity, totalCents: l.unitPriceCents * l.quantity })),
      shipping: choices.shipping.name,
      payment: choices.payment.name,
      totalExcVatCents: totalExcVat,
      totalWithVatCents: totalWithVat,
      invoiceNumber: numbers.invoice,
      dueTo,
      paidByTransfer: choices.payment.kind === 'transfer' && totalWithVat > 0,
    };
    await queueOrderMail(tx, mail, email);
    return { kind: 'placed', orderId, number: numbers.order };
  });
}
