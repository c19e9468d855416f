import { DEFAULT_LOCALE } from '@/lib/shared/i18n/config';
import { orderLinesCsv } from '@/lib/server/account-export';
import { exportRoute } from '@/lib/server/account-export-route';
import { orderPath } from '@/lib/shop/urls/account-paths';
import { decodeParam } from '@/lib/shop/urls/route-params';

/** /account/export/order/{orderId}: one order's lines as CSV; another customer's order is not found. */
export async function GET(_: Request, { params }: { params: Promise<{ orderId: string }> }): Promise<Response> {
  const orderId = decodeParam((await params).orderId) ?? '';
  return exportRoute(orderPath(orderId), async (client) => {
    if (!/^\d{1,9}$/.test(orderId)) return null;
    const { number, csv } = await orderLinesCsv(client, orderId, DEFAULT_LOCALE);
    return { name: `objednavka-${number.replace(/[^A-Za-z0-9-]+/g, '-')}`, csv };
  });
}
