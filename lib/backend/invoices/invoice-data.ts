import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, invoices, orderLines, orders } from '../db/schema';
import { paidByTransfer } from '../orders/bank-transfer';

export interface InvoiceDocument {
  invoice: typeof invoices.$inferSelect;
  order: typeof orders.$inferSelect;
  lines: Array<typeof orderLines.$inferSelect>;
  customer: typeof customers.$inferSelect;
  /** bank transfer: the PDF carries the IBAN and a PAY by square code */
  byTransfer: boolean;
}

/** Everything the PDF prints, for the invoice's owner only: null for an unknown id or another customer's. */
export async function loadInvoiceDocument(db: Db, publicId: string, customerId: number): Promise<InvoiceDocument | null> {
  const [row] = await db
    .select({ invoice: invoices, order: orders, customer: customers })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(and(eq(invoices.publicId, publicId), eq(invoices.customerId, customerId)))
    .limit(1);
  if (!row) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, row.order.id)).orderBy(asc(orderLines.id));
  return { ...row, lines, byTransfer: await paidByTransfer(db, row.order.paymentName) };
}
