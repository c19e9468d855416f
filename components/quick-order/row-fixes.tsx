'use client';

import { useTranslations } from 'next-intl';
import type { useQuickOrder } from '@/lib/browser/use-quick-order';
import type { OrderRow } from '@/lib/shop/quick-order/order-rows';
import { CodeChoices } from './code-choices';
import styles from './quick-order.module.scss';

/** What a flagged row offers: close codes of an unknown one, the products of an ambiguous one, or why the line is wrong. */
export function RowFixes({ row, order }: { row: OrderRow; order: ReturnType<typeof useQuickOrder> }) {
  const t = useTranslations('QuickOrder');
  if (row.status === 'invalid') return <p className={styles.rowError}>{t(`problems.${row.problem ?? 'quantity'}`, { text: row.quantityText })}</p>;
  if (row.status === 'ambiguous') {
    const choices = row.products.map((p) => ({
      key: p.id,
      code: p.code,
      name: p.name,
      label: t('chooseProduct', { code: p.code }),
      onPick: () => order.chooseProduct(row.line, p),
    }));
    return (
      <div className={styles.fixes}>
        <p className={styles.note}>{t('choose')}</p>
        <CodeChoices choices={choices} />
      </div>
    );
  }
  if (row.suggestions.length === 0) return <p className={styles.note}>{t('noSuggestions')}</p>;
  const choices = row.suggestions.map((code) => ({ key: code, code, label: t('useCode', { code }), onPick: () => void order.applyCode(row.line, code) }));
  return (
    <div className={styles.fixes}>
      <p className={styles.note}>{t('suggestions')}</p>
      <CodeChoices choices={choices} />
    </div>
  );
}
