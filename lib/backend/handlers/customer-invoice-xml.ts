import 'server-only';
import { notFound } from '../http';
import type { CustomerHandler } from '../customer-guard';
import { loadInvoiceDocumentByNumber } from '../invoices/invoice-data';
import { buildInvoiceUbl } from '../invoices/invoice-ubl';

/** Invoice numbers as the backend issues them (digits), also what the download's file name may be. */
export const INVOICE_NUMBER = /^\d{1,20}$/;

/**
 * GET /x/customer/invoice/{number}/xml (extension): the invoice as a Peppol BIS Billing 3.0 UBL
 * e-invoice for its owner, named by its number; 404 for anyone else's, never cached.
 */
export const getInvoiceXml: CustomerHandler = async ({ db, params, customer }) => {
  const number = params.number ?? '';
  if (!INVOICE_NUMBER.test(number)) return notFound('invoice');
  const document = await loadInvoiceDocumentByNumber(db, number, customer.id);
  if (!document) return notFound('invoice');
  return new Response(buildInvoiceUbl(document), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${number}.xml"`,
      'Cache-Control': 'private, no-store',
    },
  });
};
