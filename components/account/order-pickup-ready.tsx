import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getWarehouses } from '@/lib/contract/calls/checkout';
import type { OrderDetail } from '@/lib/contract/schemas/account';
import { publicApi } from '@/lib/server/api';
import { log } from '@/lib/runtime/instance/log';
import { pickupReady } from '@/lib/shop/stock/pickup-time';
import styles from './order-confirmation.module.scss';

/**
 * For a pickup order, when it is ready at the store: reckoned from when the order was placed, and
 * named by its date (the page is opened again from the mail, days later). Nothing for a delivered
 * order, or for an upstream whose sale points carry no schedule (decision 066).
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
  const ready = pickupReady(placed, { cutOff: store.cut_off, readyFrom: store.ready_from });
  return (
    <p className={styles.pickupReady} data-testid="order-pickup-ready">
      {t('pickupReady', { place: store.place ?? '', date: `${ready.day.day}. ${ready.day.month}. ${ready.day.year}`, readyFrom: ready.readyFrom })}
    </p>
  );
}
