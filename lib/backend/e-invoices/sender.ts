import 'server-only';
import { log } from '@/lib/runtime/instance/log';
import type { Db } from '../db/client';
import { claimDueEInvoices, markEInvoiceFailed, markEInvoiceSent, type ClaimedEInvoice } from './claim';
import { eInvoiceProvider, type EInvoiceProvider } from './provider';

/** Rows one claim takes: small, so a second instance finds the rest while this one sends. */
const CLAIM_BATCH = 10;

async function sendOne(db: Db, provider: EInvoiceProvider, claimed: ClaimedEInvoice): Promise<void> {
  let reference: string;
  try {
    ({ reference } = await provider.send({ invoiceNumber: claimed.invoiceNumber, xml: claimed.xml }));
  } catch (error) {
    const gaveUp = await markEInvoiceFailed(db, claimed, error instanceof Error ? error.message : String(error));
    log().error({ err: error, provider: provider.name, invoice: claimed.invoiceNumber, attempt: claimed.attempts, gaveUp }, 'e-invoice: not sent');
    return;
  }
  // a crash between send() and here sends again after the lease, under the same invoice number: the provider's idempotency key
  await markEInvoiceSent(db, claimed.invoiceId, reference);
}

/**
 * Sends every e-invoice due now through `provider`, claim by claim, until none is left; a failure
 * is recorded on its row (error, next attempt), not thrown. Returns how many rows were claimed.
 * The mail sender's passes run it (lib/backend/mail/outbox-worker.ts), so it is kicked after an
 * order commits and polled like mail.
 */
export async function sendDueEInvoices(db: Db, provider: EInvoiceProvider = eInvoiceProvider(), shouldStop: () => boolean = () => false): Promise<number> {
  let claimed = 0;
  while (!shouldStop()) {
    const batch = await claimDueEInvoices(db, CLAIM_BATCH);
    if (batch.length === 0) break;
    claimed += batch.length;
    for (const row of batch) if (!shouldStop()) await sendOne(db, provider, row);
  }
  return claimed;
}
