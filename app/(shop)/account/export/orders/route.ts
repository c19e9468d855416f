import { ordersCsv } from '@/lib/server/account-export';
import { exportRoute } from '@/lib/server/account-export-route';
import { readListFilter } from '@/lib/shop/account/list-filter';

/** /account/export/orders: the signed-in customer's orders as CSV (lib/server/account-export), filtered as the list (`?person=&site=`). */
export function GET(request: Request): Promise<Response> {
  return exportRoute('/account/orders', async (client) => {
    const csv = await ordersCsv(client, readListFilter(new URL(request.url).searchParams));
    return csv === null ? null : { name: 'objednavky', csv };
  });
}
