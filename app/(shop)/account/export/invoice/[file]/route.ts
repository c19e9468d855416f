import { eInvoiceDownload, invoiceNumberOfFile } from '@/lib/server/e-invoice-download';
import { decodeParam } from '@/lib/shop/urls/route-params';

/** /account/export/invoice/{invoice number}.xml: the invoice as a Peppol UBL e-invoice (docs/e-invoice.md). */
export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const number = invoiceNumberOfFile(decodeParam((await params).file) ?? '');
  if (number === null) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  return eInvoiceDownload(number);
}
