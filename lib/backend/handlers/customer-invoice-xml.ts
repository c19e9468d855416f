import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notFound } from '../http';
import type { CustomerHandler } from '../customer-guard';
import { archivedEInvoiceXml } from '../e-invoices/archive';
import { loadInvoiceDocumentByNumber } from '../invoices/invoice-data';
import { buildInvoiceUbl } from '../invoices/invoice-ubl';
import { readableInvoices } from '../accounts/scope';

/** Invoice numbers as the backend issues them (digits), also what the download's file name may be. */
export const INVOICE_NUMBER = /^\d{1,20}$/;

/** An invoice issued before the archive existed: built from its stored rows and today's settings. */
async function builtNow(db: Db, number: string, readable: SQL): Promise<string | null> {
  const document = await loadInvoiceDocumentByNumber(db, number, readable);
  return document && buildInvoiceUbl(document);
}

/**
 * GET /x/customer/invoice/{number}/xml (extension): the invoice as a Peppol BIS Billing 3.0 UBL
 * e-invoice for whoever may read it (lib/backend/accounts/scope.ts), named by its number; 404 for anyone else, never cached. Serves the
 * XML archived when the invoice was issued, so later settings or profile changes do not alter it.
 */
export const getInvoiceXml: CustomerHandler = async ({ db, params, customer }) => {
  const number = params.number ?? '';
  if (!INVOICE_NUMBER.test(number)) return notFound('invoice');
  const readable = readableInvoices(customer);
  const xml = (await archivedEInvoiceXml(db, number, readable)) ?? (await builtNow(db, number, readable));
  if (xml === null) return notFound('invoice');
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${number}.xml"`,
      'Cache-Control': 'private, no-store',
    },
  });
};
