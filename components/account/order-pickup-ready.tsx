import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getWarehouses } from '@/lib/contract/calls/checkout';
import { getWarehouseStock } from '@/lib/contract/calls/warehouse-stock';
import type { OrderDetail } from '@/lib/contract/schemas/account';
import { publicApi } from '@/lib/server/api';
import { log } from '@/lib/runtime/instance/log';
import { beforeReservation, linesAt, pickupWhen } from '@/lib/shop/stock/pickup-stock';
import { pickupReady } from '@/lib/shop/stock/pickup-time';
import styles from './order-confirmation.module.scss';

/** The order's lines at the store before the order took its pieces; null when their stock is not known. */
async function orderLinesAt(order: OrderDetail, storeId: number) {
  const ordered = order.products.map((l) => (l.product_id === undefined ? null : { productId: l.product_id, quantity: l.amount }));
  const ids = ordered.flatMap((l) => (l ? [l.productId] : []));
  if (ids.length === 0 || ids.length !== ordered.length) return null;
  const stock = await getWarehouseStock(publicApi, [...new Set(ids)].slice(0, 100)).catch((error: unknown) => {
    log().warn({ err: error }, 'Warehouse stock could not be loaded for the pickup time');
    return null;
  });
  const lines = linesAt(stock, ordered, storeId);
  return lines && beforeReservation(lines);
}

/**
 * For a pickup order, when it is ready at the store: reckoned from when the order was placed and
 * where its pieces were (pickupWhen, the rule checkout words, decision 066), and named by its date
 * (the page is opened again from the mail, days later). Nothing for a delivered order, or for an
 * upstream whose sale points carry no schedule.
 */
export async function OrderPickupReady({ order }: { order: OrderDetail }) {
  const stores = await getWarehouses(publicApi).catch((error: unknown) => {
    log().warn({ err: error }, 'Sale points could not be loaded for the pickup time');
    return [];
  });
  const store = stores.find((s) => s.name === order.delivery_name);
  const placed = new Date(order.created);
  if (!store?.cut_off || !store.ready_from || Number.isNaN(placed.getTime())) return null;
  const t = await getTranslations('OrderConfirmation');
  const schedule = { cutOff: store.cut_off, readyFrom: store.ready_from };
  const lines = await orderLinesAt(order, store.id);
  const when = lines ? pickupWhen(placed, schedule, lines) : { kind: 'inStore' as const, ready: pickupReady(placed, schedule) };
  return (
    <p className={styles.pickupReady} data-testid="order-pickup-ready">
      {when.kind === 'afterRestock'
        ? t('pickupAfterRestock', { place: store.place ?? '' })
        : t(when.kind === 'afterTransfer' ? 'pickupAfterTransfer' : 'pickupReady', {
            place: store.place ?? '',
            date: `${when.ready.day.day}. ${when.ready.day.month}. ${when.ready.day.year}`,
            readyFrom: when.ready.readyFrom,
          })}
    </p>
  );
}
