import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eInvoices, invoices } from '../db/schema';
import { loadInvoiceDocumentById, type InvoiceDocument } from '../invoices/invoice-data';
import { buildInvoiceUbl } from '../invoices/invoice-ubl';

/**
 * Archives an invoice's e-invoice as issued: builds the UBL XML from the rows the transaction just
 * wrote and the settings of this moment, and stores it with the invoice. Call it in the
 * transaction that issues the invoice, so the two commit together. `send: true` also queues it
 * for the provider (lib/backend/e-invoices/sender.ts); `false` keeps it as the archive only (the
 * demo's). The invoice id is the row's key: archiving twice keeps the first.
 */
export async function archiveEInvoice(tx: Db, invoiceId: number, options: { send: boolean }): Promise<void> {
  const document = await loadInvoiceDocumentById(tx, invoiceId);
  if (!document) throw new Error(`invoice ${invoiceId} has no order to build its e-invoice from`);
  await archiveEInvoiceOf(tx, document, options);
}

/**
 * The same from the rows as the issuing transaction wrote them (what `INSERT … RETURNING` gave it),
 * without reading them back: placement issues its invoice while it holds the lock every order's
 * numbering waits for, and each statement there is one more every other order waits through.
 */
export async function archiveEInvoiceOf(tx: Db, document: InvoiceDocument, { send }: { send: boolean }): Promise<void> {
  const { invoice } = document;
  await tx
    .insert(eInvoices)
    .values({ invoiceId: invoice.id, invoiceNumber: invoice.number, xml: buildInvoiceUbl(document), ...(send ? {} : { nextAttemptAt: null }) })
    .onConflictDoNothing();
}

/**
 * The XML as issued for an invoice within `readable` (lib/backend/accounts/scope.ts, readableInvoices),
 * or null when none was archived (an invoice from before the archive) or the person may not read it.
 */
export async function archivedEInvoiceXml(db: Db, number: string, readable: SQL): Promise<string | null> {
  const [row] = await db
    .select({ xml: eInvoices.xml })
    .from(eInvoices)
    .innerJoin(invoices, eq(invoices.id, eInvoices.invoiceId))
    .where(and(eq(eInvoices.invoiceNumber, number), readable))
    .limit(1);
  return row?.xml ?? null;
}
