import 'server-only';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, invoices, orderLines, orders } from '../db/schema';
import { paidByTransfer } from './bank-transfer';

export interface InvoiceDocument {
  invoice: typeof invoices.$inferSelect;
  order: typeof orders.$inferSelect;
  lines: Array<typeof orderLines.$inferSelect>;
  customer: typeof customers.$inferSelect;
  /** bank transfer: the PDF carries the IBAN and a PAY by square code */
  byTransfer: boolean;
}

/** Everything the PDF prints, for the invoice's owner only: null for an unknown id or another customer's. */
export function loadInvoiceDocument(db: Db, publicId: string, customerId: number): Promise<InvoiceDocument | null> {
  return loadWhere(db, and(eq(invoices.publicId, publicId), eq(invoices.customerId, customerId)));
}

/** The same by the invoice number (the e-invoice's address): null for an unknown number or another customer's. */
export function loadInvoiceDocumentByNumber(db: Db, number: string, customerId: number): Promise<InvoiceDocument | null> {
  return loadWhere(db, and(eq(invoices.number, number), eq(invoices.customerId, customerId)));
}

/** The same by the invoice's id, whoever owns it: for archiving the e-invoice as it is issued. */
export function loadInvoiceDocumentById(db: Db, invoiceId: number): Promise<InvoiceDocument | null> {
  return loadWhere(db, eq(invoices.id, invoiceId));
}

async function loadWhere(db: Db, where: SQL | undefined): Promise<InvoiceDocument | null> {
  const [row] = await db
    .select({ invoice: invoices, order: orders, customer: customers })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, row.order.id)).orderBy(asc(orderLines.id));
  return { ...row, lines, byTransfer: await paidByTransfer(db, row.order) };
}
