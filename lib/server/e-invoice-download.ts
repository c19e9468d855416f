import 'server-only';
import { redirect } from 'next/navigation';
import { seg } from '@/lib/contract/client';
import { customerApi } from './api';

const NOT_FOUND = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });

/** "2026000123.xml" → "2026000123"; null for any other file name. */
export function invoiceNumberOfFile(file: string): string | null {
  return /^(\d{1,20})\.xml$/.exec(file)?.[1] ?? null;
}

/**
 * The e-invoice of one of the signed-in customer's invoices, passed through from the upstream's
 * extension with the customer's cookies: named by its number, never cached; a guest goes to the
 * login and back to the invoices; another customer's invoice, or an upstream without the
 * extension, is not found.
 */
export async function eInvoiceDownload(number: string): Promise<Response> {
  const upstream = await (await customerApi()).send('GET', `/x/customer/invoice/${seg(number)}/xml`);
  if (upstream.status === 401) redirect(`/login?next=${encodeURIComponent('/account/invoices')}`);
  if (upstream.status === 404 || upstream.status === 400 || upstream.status === 501) return NOT_FOUND();
  if (!upstream.ok) throw new Error(`e-invoice ${number}: upstream answered ${upstream.status}`);
  return new Response(await upstream.arrayBuffer(), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${number}.xml"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
