import { invoicesCsv } from '@/lib/server/account-export';
import { exportRoute } from '@/lib/server/account-export-route';

/** /account/export/invoices: the signed-in customer's invoices as CSV (lib/server/account-export). */
export function GET(): Promise<Response> {
  return exportRoute('/account/invoices', async (client) => {
    const csv = await invoicesCsv(client);
    return csv === null ? null : { name: 'faktury', csv };
  });
}
