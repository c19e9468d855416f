import { getTranslations } from 'next-intl/server';
import { piecesOf, WarehouseFigures } from '@/components/catalogue/warehouse-figures';
import type { WarehouseStock } from '@/lib/contract/schemas/warehouse-stock';
import type { PickupPlace } from '@/lib/shop/stock/pickup-time';
import { PickupLines } from './pickup-lines';
import styles from './warehouse-stock.module.scss';

/**
 * The product's stock per warehouse (WarehouseFigures) and when an order is ready at each store
 * that holds it (decision 066).
 */
export async function WarehouseStockBlock({ stock, productId, unit }: { stock: WarehouseStock; productId: number; unit: string }) {
  const t = await getTranslations('Warehouses');
  const pieces = piecesOf(stock, productId);
  // a product the upstream keeps no warehouse rows for: the availability line alone, as before
  if (pieces.size === 0) return null;
  const pickup: PickupPlace[] = stock.warehouses.flatMap((w) =>
    w.pick_up && w.cut_off && w.ready_from && (pieces.get(w.id) ?? 0) > 0 ? [{ place: w.place, cutOff: w.cut_off, readyFrom: w.ready_from }] : [],
  );
  return (
    <section className={styles.block} aria-label={t('title')} data-testid="warehouse-stock">
      <WarehouseFigures warehouses={stock.warehouses} pieces={pieces} unit={unit} />
      <PickupLines places={pickup} />
    </section>
  );
}
