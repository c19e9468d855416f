import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { stockLabel } from '@/lib/stock';
import styles from './stock-label.module.scss';

/** Stock line by the thresholds of spec §4/§9: green in stock, amber 'to order'. */
export function StockLabel({ stock, unit }: { stock: number; unit: string }) {
  const t = useTranslations('Catalogue.stock');
  const label = stockLabel(stock);
  const unitText = unit || 'ks';
  return (
    <p className={clsx(styles.stock, label.kind === 'toOrder' ? styles.toOrder : styles.inStock)}>
      <span className={styles.dot} aria-hidden="true" />
      {label.kind === 'over1000' && t('over1000', { unit: unitText })}
      {label.kind === 'lessThan' && t('lessThan', { threshold: label.threshold, unit: unitText })}
      {label.kind === 'toOrder' && t('toOrder')}
    </p>
  );
}
