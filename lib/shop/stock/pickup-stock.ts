import type { WarehouseStock } from '@/lib/contract/schemas/warehouse-stock';
import { bratislavaTime, nextWorkingDay, pickupReady, readyOn, type PickupReady, type PickupSchedule } from './pickup-time';

/** One line of an order as the pickup rule weighs it: how many pieces it takes, the store's and the central warehouse's. */
export interface LineStockAt {
  quantity: number;
  store: number;
  central: number;
}

/**
 * When a pickup order is ready at a store, by where its pieces are (decision 066):
 * - `inStore`: the store holds every line's quantity: by its cut-off, today; otherwise the next working day;
 * - `afterTransfer`: the central warehouse holds what the store lacks: it sends the pieces on the day
 *   the order would otherwise be ready, and they are ready from the store's ready time the working day after;
 * - `afterRestock`: not even the store and the central warehouse together hold a line: no day can be promised.
 */
export type PickupWhen = { kind: 'inStore'; ready: PickupReady } | { kind: 'afterTransfer'; ready: PickupReady } | { kind: 'afterRestock' };

/** The rule above for an order placed at `now` at a store with `schedule`, whose lines are `lines`. */
export function pickupWhen(now: Date, schedule: PickupSchedule, lines: readonly LineStockAt[]): PickupWhen {
  const ready = pickupReady(now, schedule);
  if (lines.every((l) => l.store >= l.quantity)) return { kind: 'inStore', ready };
  if (lines.every((l) => Math.max(l.store, 0) + Math.max(l.central, 0) >= l.quantity)) {
    return { kind: 'afterTransfer', ready: readyOn(bratislavaTime(now).day, nextWorkingDay(ready.day), schedule) };
  }
  return { kind: 'afterRestock' };
}

/** An order's line by its product: what the stock extension is asked with. */
export interface ProductQuantity {
  productId: number;
  quantity: number;
}

/**
 * The lines' pieces at the store `storeId` and in the central warehouses (those that are no sale
 * point), from the stock extension's answer. Null when that is not known for every line: no answer
 * (an upstream without the extension), a line without a product id, a product the upstream keeps
 * no warehouse rows for; the pickup is then worded as before, as if the store held the pieces.
 */
export function linesAt(stock: WarehouseStock | null, lines: readonly (ProductQuantity | null)[], storeId: number): LineStockAt[] | null {
  if (!stock || lines.length === 0) return null;
  const central = new Set(stock.warehouses.filter((w) => !w.pick_up).map((w) => w.id));
  const result: LineStockAt[] = [];
  for (const line of lines) {
    const rows = line && stock.products.find((p) => p.id === line.productId)?.warehouses;
    if (!line || !rows || rows.length === 0) return null;
    const pieces = (at: (id: number) => boolean) => rows.reduce((sum, r) => (at(r.id) ? sum + r.stock : sum), 0);
    result.push({ quantity: line.quantity, store: pieces((id) => id === storeId), central: pieces((id) => central.has(id)) });
  }
  return result;
}

/**
 * The lines of a placed order as they stood before it: the order took its pieces from the store
 * (decision 066), so they are counted back there. Reckoned from the stock when the confirmation is
 * shown, which is the stock at placement as long as nothing else moved it meanwhile.
 */
export function beforeReservation(lines: readonly LineStockAt[]): LineStockAt[] {
  return lines.map((l) => ({ ...l, store: l.store + l.quantity }));
}
