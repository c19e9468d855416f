import 'server-only';
import type { Db } from '../db/client';
import { eInvoices } from '../db/schema';
import { outboxRows } from '../outbox/rows';

export type ClaimedEInvoice = typeof eInvoices.$inferSelect;

/** The mail outbox's machinery (outbox/rows.ts): the same claim, lease and retry schedule as mail. */
const eInvoiceRows = outboxRows<typeof eInvoices, ClaimedEInvoice>(eInvoices, eInvoices.invoiceId, (row) => row.invoiceId);

/** Claims up to `limit` due e-invoices for this sender. */
export function claimDueEInvoices(db: Db, limit: number): Promise<ClaimedEInvoice[]> {
  return eInvoiceRows.claimDue(db, limit);
}

/** Records a delivery and the provider's reference: never due again, whatever lease it was under. */
export function markEInvoiceSent(db: Db, invoiceId: number, reference: string): Promise<void> {
  return eInvoiceRows.markSent(db, invoiceId, { deliveryRef: reference.slice(0, 500) });
}

/** Records a failed attempt (retried after the backoff, or given up after the last one); returns whether it was given up. */
export function markEInvoiceFailed(db: Db, claimed: ClaimedEInvoice, reason: string): Promise<boolean> {
  return eInvoiceRows.markFailed(db, claimed, reason);
}
