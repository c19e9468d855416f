'use client';

import { useTranslations } from 'next-intl';
import type { useQuickOrder } from '@/lib/client/use-quick-order';
import type { OrderRow } from '@/lib/quick-order/order-rows';
import styles from './quick-order.module.scss';

/** What a flagged row offers: close codes of an unknown one, the products of an ambiguous one, or why the line is wrong. */
export function RowFixes({ row, order }: { row: OrderRow; order: ReturnType<typeof useQuickOrder> }) {
  const t = useTranslations('QuickOrder');
  if (row.status === 'invalid') return <p className={styles.rowError}>{t(`problems.${row.problem ?? 'quantity'}`, { text: row.quantityText })}</p>;
  if (row.status === 'ambiguous') {
    return (
      <div className={styles.fixes}>
        <p className={styles.note}>{t('choose')}</p>
        <ul className={styles.choices}>
          {row.products.map((product) => (
            <li key={product.id}>
              <button type="button" className={styles.choice} onClick={() => order.chooseProduct(row.line, product)} aria-label={t('chooseProduct', { code: product.code })}>
                <span className={styles.choiceCode}>{product.code}</span> {product.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (row.suggestions.length === 0) return <p className={styles.note}>{t('noSuggestions')}</p>;
  return (
    <div className={styles.fixes}>
      <p className={styles.note}>{t('suggestions')}</p>
      <ul className={styles.choices}>
        {row.suggestions.map((code) => (
          <li key={code}>
            <button type="button" className={styles.choice} onClick={() => void order.applyCode(row.line, code)} aria-label={t('useCode', { code })}>
              <span className={styles.choiceCode}>{code}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
