'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import type { Warehouse } from '@/lib/contract/schemas/checkout';
import { pickupWhen, type LineStockAt } from '@/lib/shop/stock/pickup-stock';
import { pickupReady } from '@/lib/shop/stock/pickup-time';
import styles from './checkout.module.scss';

const subscribeNothing = () => () => undefined;
const minuteNow = () => Math.floor(Date.now() / 60_000) * 60_000;

interface PickupReadyProps {
  store: Warehouse;
  /** the cart's lines at this store and the central warehouse; null: not known, worded as if the store held them */
  lines: LineStockAt[] | null;
}

/**
 * When an order placed now is ready at the store, by the browser's clock and where the cart's
 * pieces are (pickupWhen, decision 066): "Pripravené dnes od 14:00 pri objednaní do 12:00", a later
 * day after the central warehouse's transfer, or after restocking. Nothing for an upstream that
 * sends no schedule.
 */
export function PickupReady({ store, lines }: PickupReadyProps) {
  const t = useTranslations('Pickup');
  const now = useSyncExternalStore(subscribeNothing, minuteNow, () => null);
  if (now === null || !store.cut_off || !store.ready_from) return null;
  const schedule = { cutOff: store.cut_off, readyFrom: store.ready_from };
  const when = lines ? pickupWhen(new Date(now), schedule, lines) : { kind: 'inStore' as const, ready: pickupReady(new Date(now), schedule) };
  let text: string;
  if (when.kind === 'afterRestock') text = t('readyAfterRestock');
  else {
    const { ready } = when;
    const values = {
      cutOff: ready.cutOff,
      readyFrom: ready.readyFrom,
      when: ready.when,
      weekday: String(ready.weekday),
      date: `${ready.day.day}. ${ready.day.month}.`,
    };
    text = when.kind === 'afterTransfer' ? t('readyAfterTransfer', values) : t(ready.sameDay ? 'readyToday' : 'readyLater', values);
  }
  return (
    <span className={clsx(styles.pickupReady, when.kind !== 'inStore' && styles.pickupLater)} data-testid="pickup-ready">
      {text}
    </span>
  );
}
