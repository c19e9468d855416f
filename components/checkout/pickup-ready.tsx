'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import type { Warehouse } from '@/lib/contract/schemas/checkout';
import { pickupMessage } from '@/lib/shop/stock/pickup-time';
import styles from './checkout.module.scss';

const subscribeNothing = () => () => undefined;
const minuteNow = () => Math.floor(Date.now() / 60_000) * 60_000;

/**
 * When an order placed now is ready at the store ("Pripravené dnes od 14:00 pri objednaní do
 * 12:00"), by the browser's clock; nothing for an upstream that sends no schedule (decision 066).
 */
export function PickupReady({ store }: { store: Warehouse }) {
  const t = useTranslations('Pickup');
  const now = useSyncExternalStore(subscribeNothing, minuteNow, () => null);
  if (now === null || !store.cut_off || !store.ready_from) return null;
  const message = pickupMessage(new Date(now), { cutOff: store.cut_off, readyFrom: store.ready_from, place: store.place ?? '' });
  return (
    <span className={styles.pickupReady} data-testid="pickup-ready">
      {t(message.key === 'today' ? 'readyToday' : 'readyLater', message.values)}
    </span>
  );
}
