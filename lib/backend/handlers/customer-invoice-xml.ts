import 'server-only';
import type { Db } from '../db/client';
import { notFound } from '../http';
import type { CustomerHandler } from '../customer-guard';
import { archivedEInvoiceXml } from '../e-invoices/archive';
import { loadInvoiceDocumentByNumber } from '../invoices/invoice-data';
import { buildInvoiceUbl } from '../invoices/invoice-ubl';

/** Invoice numbers as the backend issues them (digits), also what the download's file name may be. */
export const INVOICE_NUMBER = /^\d{1,20}$/;

/** An invoice issued before the archive existed: built from its stored rows and today's settings. */
async function builtNow(db: Db, number: string, customerId: number): Promise<string | null> {
  const document = await loadInvoiceDocumentByNumber(db, number, customerId);
  return document && buildInvoiceUbl(document);
}

/**
 * GET /x/customer/invoice/{number}/xml (extension): the invoice as a Peppol BIS Billing 3.0 UBL
 * e-invoice for its owner, named by its number; 404 for anyone else's, never cached. Serves the
 * XML archived when the invoice was issued, so later settings or profile changes do not alter it.
 */
export const getInvoiceXml: CustomerHandler = async ({ db, params, customer }) => {
  const number = params.number ?? '';
  if (!INVOICE_NUMBER.test(number)) return notFound('invoice');
  const xml = (await archivedEInvoiceXml(db, number, customer.id)) ?? (await builtNow(db, number, customer.id));
  if (xml === null) return notFound('invoice');
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${number}.xml"`,
      'Cache-Control': 'private, no-store',
    },
  });
};
