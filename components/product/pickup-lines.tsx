'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { pickupMessage, type PickupPlace } from '@/lib/shop/stock/pickup-time';
import styles from './warehouse-stock.module.scss';

const subscribeNothing = () => () => undefined;
// the minute is enough: the line names a day and whole times; a stable value keeps React from re-rendering
const minuteNow = () => Math.floor(Date.now() / 60_000) * 60_000;

/**
 * When an order placed now can be picked up at each store: by the visitor's clock, so only in the
 * browser (the page's HTML is cached and may be hours old; the server HTML has no line).
 */
export function PickupLines({ places }: { places: readonly PickupPlace[] }) {
  const t = useTranslations('Pickup');
  const now = useSyncExternalStore(subscribeNothing, minuteNow, () => null);
  if (now === null || places.length === 0) return null;
  return (
    <ul className={styles.pickup}>
      {places.map((place) => {
        const message = pickupMessage(new Date(now), place);
        return <li key={place.place}>{t(message.key, message.values)}</li>;
      })}
    </ul>
  );
}
