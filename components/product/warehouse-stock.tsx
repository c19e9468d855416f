import { getTranslations } from 'next-intl/server';
import type { WarehouseStock } from '@/lib/contract/schemas/warehouse-stock';
import { stockLabel } from '@/lib/shop/catalogue/stock';
import type { PickupPlace } from '@/lib/shop/stock/pickup-time';
import { PickupLines } from './pickup-lines';
import styles from './warehouse-stock.module.scss';

/**
 * The product's stock per warehouse, worded by the thresholds of docs/rules.md#states like the
 * availability line ("Bratislava: do 20 ks · Košice: 0 ks · Centrálny sklad: do 250 ks"), and
 * when an order is ready at each store that holds it (decision 066).
 */
export async function WarehouseStockBlock({ stock, productId, unit }: { stock: WarehouseStock; productId: number; unit: string }) {
  const t = await getTranslations('Product.warehouses');
  const pieces = new Map((stock.products.find((p) => p.id === productId)?.warehouses ?? []).map((w) => [w.id, w.stock]));
  // a product the upstream keeps no warehouse rows for: the availability line alone, as before
  if (pieces.size === 0) return null;
  const unitText = unit || 'ks';
  const pickup: PickupPlace[] = stock.warehouses.flatMap((w) =>
    w.pick_up && w.cut_off && w.ready_from && (pieces.get(w.id) ?? 0) > 0 ? [{ place: w.place, cutOff: w.cut_off, readyFrom: w.ready_from }] : [],
  );
  return (
    <section className={styles.block} aria-label={t('title')} data-testid="warehouse-stock">
      <ul className={styles.list}>
        {stock.warehouses.map((w) => {
          const label = stockLabel(pieces.get(w.id) ?? 0);
          const threshold = label.kind === 'lessThan' ? label.threshold : 0;
          return (
            <li key={w.id} className={label.kind === 'toOrder' ? styles.none : styles.some}>
              {t('stock', { label: w.label, kind: label.kind, threshold, unit: unitText })}
            </li>
          );
        })}
      </ul>
      <PickupLines places={pickup} />
    </section>
  );
}
