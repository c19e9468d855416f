'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { AddToCart } from '@/components/cart/add-to-cart';
import { PriceSlot } from '@/components/catalogue/price-slot';
import { StockLabel } from '@/components/catalogue/stock-label';
import { alignParameters, onlyDifferences } from '@/lib/shop/catalogue/compare-rows';
import { packRuleOf } from '@/lib/shop/catalogue/pack';
import type { CompareColumn } from './compare-column';
import { CompareParameterRows } from './compare-parameter-rows';
import { CompareProductHead } from './compare-product-head';
import { CompareToolbar } from './compare-toolbar';
import styles from './compare-table.module.scss';

/** One row of facts every product has (stock, price…): a cell per column, empty while a column loads. */
function FactRow({
  label,
  columns,
  cell,
}: {
  label: string;
  columns: CompareColumn[];
  cell: (column: CompareColumn & { state: { status: 'ready' } }) => ReactNode;
}) {
  return (
    <tr>
      <th scope="row" className={styles.rowHead}>
        {label}
      </th>
      {columns.map((column) => (
        <td key={column.entry.id}>{column.state.status === 'ready' ? cell(column as CompareColumn & { state: { status: 'ready' } }) : null}</td>
      ))}
    </tr>
  );
}

/**
 * The products side by side: a head per product, stock, price (customers; guests the sign-in note)
 * and buying, then the parameters by group. The first column stays while the products scroll
 * sideways inside the table's own scroller, never the page.
 */
export function CompareTable({ columns, customer }: { columns: CompareColumn[]; customer: boolean }) {
  const t = useTranslations('ComparePage');
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const ready = useMemo(
    () => columns.flatMap((c, index) => (c.state.status === 'ready' ? [{ index, parameters: c.state.product.parameters }] : [])),
    [columns],
  );
  const allGroups = useMemo(() => alignParameters(ready.map((r) => r.parameters)), [ready]);
  const canFilter = ready.length > 1;
  const groups = differencesOnly && canFilter ? onlyDifferences(allGroups) : allGroups;
  // which aligned value belongs to which column (columns still loading have none)
  const valueIndex = new Map(ready.map((r, position) => [r.index, position]));

  return (
    <>
      <CompareToolbar count={columns.length} onlyDifferences={differencesOnly} onOnlyDifferences={setDifferencesOnly} canFilter={canFilter} />
      {canFilter && <p className={styles.legend}>{t('legend')}</p>}
      <div className={styles.scroller} role="region" aria-label={t('tableLabel')} tabIndex={0}>
        <table className={styles.table} style={{ '--columns': columns.length } as CSSProperties}>
          <caption className={styles.caption}>{t('caption')}</caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {columns.map((column) => (
                <CompareProductHead key={column.entry.id} column={column} />
              ))}
            </tr>
          </thead>
          <tbody>
            <FactRow
              label={t('stock')}
              columns={columns}
              cell={({ state }) => <StockLabel stock={state.product.stock} unit={state.product.unit_of_measure} />}
            />
            <FactRow
              label={customer ? t('priceExcVat') : t('price')}
              columns={columns}
              cell={({ state }) => (
                <div className={styles.price}>
                  <PriceSlot productId={state.product.id} />
                </div>
              )}
            />
            {customer && (
              <FactRow
                label={t('buy')}
                columns={columns}
                cell={({ state: { product } }) => (
                  <AddToCart
                    productId={product.id}
                    productName={product.name}
                    stock={product.stock}
                    unit={product.unit_of_measure}
                    rule={packRuleOf(product)}
                  />
                )}
              />
            )}
          </tbody>
          <CompareParameterRows groups={groups} columns={columns} valueIndex={valueIndex} />
        </table>
      </div>
      {differencesOnly && canFilter && groups.length === 0 && <p className={styles.note}>{t('noDifferences')}</p>}
      {ready.length > 0 && allGroups.length === 0 && <p className={styles.note}>{t('noParameters')}</p>}
    </>
  );
}
