import { ordersCsv } from '@/lib/server/account-export';
import { exportRoute } from '@/lib/server/account-export-route';

/** /account/export/orders: the signed-in customer's orders as CSV (lib/server/account-export). */
export function GET(): Promise<Response> {
  return exportRoute('/account/orders', async (client) => {
    const csv = await ordersCsv(client);
    return csv === null ? null : { name: 'objednavky', csv };
  });
}
