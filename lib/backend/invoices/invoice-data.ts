import 'server-only';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, invoices, orderLines, orders } from '../db/schema';
import { paidByTransfer } from './bank-transfer';

export interface InvoiceDocument {
  invoice: typeof invoices.$inferSelect;
  order: typeof orders.$inferSelect;
  lines: Array<typeof orderLines.$inferSelect>;
  /** the company invoiced: the account's row (docs/decisions/059-company-accounts.md), whoever of it ordered */
  customer: typeof customers.$inferSelect;
  /** bank transfer: the PDF carries the IBAN and a PAY by square code */
  byTransfer: boolean;
}

/**
 * Everything the PDF prints, within `readable` (lib/backend/accounts/scope.ts, readableInvoices):
 * null for an unknown id or an invoice the person may not read.
 */
export function loadInvoiceDocument(db: Db, publicId: string, readable: SQL): Promise<InvoiceDocument | null> {
  return loadWhere(db, and(eq(invoices.publicId, publicId), readable));
}

/** The same by the invoice number (the e-invoice's address): null for an unknown number or one the person may not read. */
export function loadInvoiceDocumentByNumber(db: Db, number: string, readable: SQL): Promise<InvoiceDocument | null> {
  return loadWhere(db, and(eq(invoices.number, number), readable));
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
    .innerJoin(customers, eq(customers.id, invoices.accountId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, row.order.id)).orderBy(asc(orderLines.id));
  return { ...row, lines, byTransfer: await paidByTransfer(db, row.order) };
}
