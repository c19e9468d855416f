import 'server-only';
import { directoryProvider } from './directory-provider';

/** One issued e-invoice to deliver: the Peppol BIS Billing 3.0 UBL XML as archived at issue. */
export interface EInvoiceDelivery {
  /**
   * The invoice number: unique per invoice, the same on every attempt. A provider must treat it as
   * the idempotency key, so a repeat (a sender that crashed after delivering and before recording
   * it, then retried after its lease) does not deliver the invoice twice.
   */
  invoiceNumber: string;
  /** The UBL document; the recipient is its buyer's endpoint (cac:AccountingCustomerParty/cbc:EndpointID). */
  xml: string;
}

/**
 * THE SEAM where an operator plugs in a certified Peppol provider ("digitálny poštár"): an object
 * whose send() hands the XML to the provider's API and resolves with the provider's reference for
 * it (its message or transmission id), or throws, and the outbox retries with backoff
 * (lib/backend/e-invoices/sender.ts, the mail outbox's schedule). Keep one call well under the
 * outbox lease (five minutes). docs/e-invoice.md, "Sending", describes it.
 */
export interface EInvoiceProvider {
  /** for the logs */
  readonly name: string;
  send(delivery: EInvoiceDelivery): Promise<{ reference: string }>;
}

/**
 * The provider this shop sends through. Today the local stand-in, which writes each e-invoice to
 * E_INVOICE_OUTBOX_DIR; an operator with a provider contract returns theirs here instead.
 */
export function eInvoiceProvider(): EInvoiceProvider {
  return directoryProvider();
}
