import { useTranslations } from 'next-intl';
import { stockSplit } from '@/lib/shop/catalogue/stock';
import { StockLine } from '@/components/catalogue/stock-line';

interface LineStockProps {
  quantity: number;
  /** the product's stock now; undefined from a backend that does not send it, then nothing is shown */
  stock: number | undefined;
  unit?: string;
  className?: string;
}

/**
 * The stock of a cart line by the one stock rule: 'in stock', 'to order', or, when the quantity
 * exceeds the stock, how many pieces are in stock and how many to order.
 */
export function LineStock({ quantity, stock, unit, className }: LineStockProps) {
  const t = useTranslations('Cart.stock');
  if (stock === undefined) return null;
  const { inStock, toOrder } = stockSplit(quantity, stock);
  const text = toOrder === 0 ? t('inStock') : inStock === 0 ? t('toOrder') : t('split', { inStock, toOrder, unit: unit || 'ks' });
  return (
    <StockLine tone={toOrder === 0 ? 'inStock' : 'toOrder'} compact className={className}>
      {text}
    </StockLine>
  );
}
