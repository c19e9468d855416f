import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices, orderLines, orders } from '../db/schema';
import { queueMail } from '../mail/outbox';
import { orderPlacedMail } from '../mail/templates/order-placed';
import { transferDue } from './bank-transfer';

/**
 * Queues the order confirmation in the mail outbox, inside the transaction that places the order
 * (`tx`): the order and its mail commit together. A later delivery failure never undoes the order.
 */
export async function queueOrderMail(db: Db, orderId: number, to: string): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  // inside the placing transaction both exist; without them the order must not commit mail-less
  if (!order || !invoice) throw new Error(`order ${orderId} has no order row or invoice to mail`);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const transfer = await transferDue(db, order);
  const content = orderPlacedMail({
    number: order.number,
    orderId: order.id,
    lines: lines.map((l) => ({ code: l.code, name: l.name, quantity: l.quantity, totalCents: l.totalCents })),
    shipping: order.shippingName,
    payment: order.paymentName,
    totalExcVatCents: order.totalExcVatCents,
    totalWithVatCents: invoice.amountCents,
    invoiceNumber: invoice.number,
    dueTo: invoice.dueTo,
    transfer,
  });
  await queueMail(db, { to, kind: 'order-placed', ...content });
}
