'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { useQuickOrder } from '@/lib/browser/use-quick-order';
import { rowQuantity, summarise } from '@/lib/shop/quick-order/order-rows';
import { OrderRowView } from './order-row';
import styles from './quick-order.module.scss';

/** The checked rows (a table; cards on a phone), the summary and "add all". */
export function OrderResults({ order }: { order: ReturnType<typeof useQuickOrder> }) {
  const t = useTranslations('QuickOrder');
  const counts = summarise(order.rows);
  const addable = order.rows.filter((r) => r.status === 'ready' && rowQuantity(r) !== null).length;
  const adding = order.phase === 'adding';
  const parts = [
    t('summary', { ready: counts.ready }),
    counts.unknown && t('summaryUnknown', { count: counts.unknown }),
    counts.ambiguous && t('summaryAmbiguous', { count: counts.ambiguous }),
    counts.invalid && t('summaryInvalid', { count: counts.invalid }),
    counts.added && t('summaryAdded', { count: counts.added }),
  ].filter(Boolean);

  return (
    <section aria-labelledby="quick-order-results" className={styles.results} aria-busy={order.phase === 'checking' || adding || undefined}>
      <h2 id="quick-order-results" className={styles.resultsTitle}>
        {t('results')}
      </h2>
      <p className={styles.summary} role="status">
        {parts.join(', ')}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.code')}</th>
            <th scope="col">{t('columns.product')}</th>
            <th scope="col">{t('columns.stock')}</th>
            <th scope="col" className={styles.numeric}>
              {t('columns.price')}
            </th>
            <th scope="col">{t('columns.quantity')}</th>
            <th scope="col">
              <span className={styles.visuallyHidden}>{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {order.rows.map((row) => (
            <OrderRowView key={row.line} row={row} order={order} />
          ))}
        </tbody>
      </table>
      <div className={styles.addBar}>
        <Button type="button" icon="cart" size="lg" loading={adding} disabled={addable === 0 || adding} onClick={() => void order.addAll()}>
          {adding ? t('adding') : t('addAll')}
        </Button>
        {counts.added > 0 && (
          <Button href="/cart" variant="secondary" icon="arrow-right" iconAfter>
            {t('toCart')}
          </Button>
        )}
      </div>
    </section>
  );
}
