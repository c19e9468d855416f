import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { payBySquarePng } from '@/lib/payments/pay-by-square';
import type { Db } from '../db/client';
import { invoices, orderLines, orders } from '../db/schema';
import { sendMail } from '../mail/send';
import { orderPlacedMail } from '../mail/templates/order-placed';
import { transferDue } from './bank-transfer';

/** Mails the order confirmation to the customer (after the order committed; a mail failure never undoes it). */
export async function mailPlacedOrder(db: Db, orderId: number, to: string): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  if (!order || !invoice) return;
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
    payBySquarePng: transfer ? await payBySquarePng(transfer) : null,
  });
  await sendMail({ to, kind: 'order-placed', ...content }, db);
}
