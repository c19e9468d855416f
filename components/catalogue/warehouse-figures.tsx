import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { WarehouseStock } from '@/lib/contract/schemas/warehouse-stock';
import { stockLabel } from '@/lib/shop/catalogue/stock';
import styles from './warehouse-figures.module.scss';

/** One product's pieces per warehouse id, from the stock extension's answer; empty when it keeps no rows for the product. */
export function piecesOf(stock: WarehouseStock, productId: number): Map<number, number> {
  return new Map((stock.products.find((p) => p.id === productId)?.warehouses ?? []).map((w) => [w.id, w.stock]));
}

interface WarehouseFiguresProps {
  warehouses: WarehouseStock['warehouses'];
  pieces: ReadonlyMap<number, number>;
  unit: string;
  className?: string;
}

/**
 * A product's stock in each warehouse, worded by the thresholds of docs/rules.md#states like the
 * availability line ("Bratislava: do 20 ks · Košice: 0 ks · Centrálny sklad: do 250 ks"): the one
 * look of it on the product page and in the cart (decision 066). Its own width picks the shape: one
 * row where the figures fit, one figure per line in a narrow column (a cart line on a phone).
 */
export function WarehouseFigures({ warehouses, pieces, unit, className }: WarehouseFiguresProps) {
  const t = useTranslations('Warehouses');
  return (
    // named as a group: html-validate (and assistive technology) advise against a label on a bare <ul>
    <div className={styles.frame} role="group" aria-label={t('title')}>
      <ul className={clsx(styles.list, className)}>
        {warehouses.map((w) => {
          const label = stockLabel(pieces.get(w.id) ?? 0);
          const threshold = label.kind === 'lessThan' ? label.threshold : 0;
          return (
            <li key={w.id} className={label.kind === 'toOrder' ? styles.none : styles.some}>
              {t('stock', { label: w.label, kind: label.kind, threshold, unit: unit || 'ks' })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
