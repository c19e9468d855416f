import { useTranslations } from 'next-intl';
import { stockLabel } from '@/lib/shop/catalogue/stock';
import { StockLine } from './stock-line';

/** Stock line by the thresholds of docs/rules.md#states, docs/rules.md#limits: green in stock, amber 'to order'. */
export function StockLabel({ stock, unit }: { stock: number; unit: string }) {
  const t = useTranslations('Catalogue.stock');
  const label = stockLabel(stock);
  const unitText = unit || 'ks';
  return (
    <StockLine tone={label.kind === 'toOrder' ? 'toOrder' : 'inStock'}>
      {label.kind === 'over1000' && t('over1000', { unit: unitText })}
      {label.kind === 'lessThan' && t('lessThan', { threshold: label.threshold, unit: unitText })}
      {label.kind === 'toOrder' && t('toOrder')}
    </StockLine>
  );
}
