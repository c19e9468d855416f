import { invoicesCsv } from '@/lib/server/account-export';
import { exportRoute } from '@/lib/server/account-export-route';
import { readListFilter } from '@/lib/shop/account/list-filter';

/** /account/export/invoices: the signed-in customer's invoices as CSV (lib/server/account-export), filtered as the list (`?person=&site=`). */
export function GET(request: Request): Promise<Response> {
  return exportRoute('/account/invoices', async (client) => {
    const csv = await invoicesCsv(client, readListFilter(new URL(request.url).searchParams));
    return csv === null ? null : { name: 'faktury', csv };
  });
}
