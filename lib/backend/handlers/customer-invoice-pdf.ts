import 'server-only';
import { notFound } from '../http';
import type { CustomerHandler } from '../customer-guard';
import { loadInvoiceDocument } from '../invoices/invoice-data';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { readableInvoices } from '../accounts/scope';

/** GET /customer/invoice/{publicId}/pdf: the invoice PDF for whoever may read it (lib/backend/accounts/scope.ts); 404 for anyone else. */
export const getInvoicePdf: CustomerHandler = async ({ db, params, customer }) => {
  const publicId = params.publicId ?? '';
  if (!/^[0-9a-f]{16,40}$/.test(publicId)) return notFound('invoice');
  const document = await loadInvoiceDocument(db, publicId, readableInvoices(customer));
  if (!document) return notFound('invoice');
  const pdf = await renderInvoicePdf(document);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="faktura-${document.invoice.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
};
