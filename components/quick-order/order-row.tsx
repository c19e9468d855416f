'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { LineStock } from '@/components/cart/line-stock';
import { Icon } from '@/components/ui/icon';
import type { useQuickOrder } from '@/lib/browser/use-quick-order';
import { formatPrice } from '@/lib/shared/format/money';
import { parseQuantity } from '@/lib/shop/catalogue/quantity';
import { rowPackProblem, rowQuantity, type OrderRow } from '@/lib/shop/quick-order/order-rows';
import { productPath } from '@/lib/shop/urls/shop-paths';
import { PackFix } from './pack-fix';
import { RowFixes } from './row-fixes';
import { RowStatus } from './row-status';
import styles from './quick-order.module.scss';

/**
 * One checked line: status, code, product, stock, price, editable quantity and remove; the fixes of a
 * flagged line under its name (a quantity of no whole packs: the two nearest ones).
 */
export function OrderRowView({ row, order }: { row: OrderRow; order: ReturnType<typeof useQuickOrder> }) {
  const t = useTranslations('QuickOrder');
  const tc = useTranslations('Common');
  const product = row.status === 'ready' || row.status === 'added' ? row.products[0] : undefined;
  const quantity = rowQuantity(row);
  const packProblem = rowPackProblem(row);
  const quantityInvalid = row.status === 'ready' && quantity === null;
  const quantityId = `quick-order-quantity-${row.line}`;
  const describedBy = packProblem ? `${quantityId}-pack` : quantityInvalid ? `${quantityId}-error` : undefined;

  return (
    <tr className={clsx(styles.row, styles[row.status], row.addFailed && styles.failed)}>
      <td className={styles.statusCell}>
        <RowStatus status={row.status} />
        <span className={styles.lineNo}>{t('line', { line: row.line })}</span>
      </td>
      <td className={styles.codeCell}>{row.code}</td>
      <td className={styles.productCell}>
        {product ? (
          <Link href={productPath(product.url.url)} className={styles.name}>
            {product.name}
          </Link>
        ) : (
          <RowFixes row={row} order={order} />
        )}
        {packProblem && (
          <PackFix
            id={`${quantityId}-pack`}
            problem={packProblem}
            quantity={parseQuantity(row.quantityText) ?? 0}
            onPick={(fixed) => order.setQuantity(row.line, String(fixed))}
          />
        )}
        {row.mergedLines.length > 0 && <p className={styles.note}>{t('merged', { count: row.mergedLines.length, lines: row.mergedLines.join(', ') })}</p>}
        {row.addFailed && (
          <p className={styles.rowError} role="alert">
            {t('addFailed')}
          </p>
        )}
      </td>
      <td className={styles.stockCell}>
        {product && <LineStock quantity={parseQuantity(row.quantityText) ?? 1} stock={product.stock} unit={product.unit_of_measure} />}
      </td>
      <td className={clsx(styles.priceCell, styles.numeric)}>
        {product?.price_exc_vat != null && (
          <>
            {formatPrice(product.price_exc_vat)} {tc('currency')}
          </>
        )}
      </td>
      <td className={styles.quantityCell}>
        {/* the column heading, which a phone's card layout hides */}
        <span className={styles.cellLabel} aria-hidden="true">
          {t('columns.quantity')}
        </span>
        {row.status === 'ready' ? (
          <>
            <input
              id={quantityId}
              className={clsx(styles.quantity, quantityInvalid && styles.invalid)}
              value={row.quantityText}
              inputMode="numeric"
              aria-label={t('quantityOf', { code: row.code })}
              aria-invalid={quantityInvalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => order.setQuantity(row.line, event.target.value)}
            />
            {quantityInvalid && !packProblem && (
              <p id={`${quantityId}-error`} className={styles.rowError}>
                {t('quantityInvalid')}
              </p>
            )}
          </>
        ) : (
          <span className={styles.quantityText}>{row.quantityText || '1'}</span>
        )}
      </td>
      <td className={styles.removeCell}>
        {row.status !== 'added' && (
          <button
            type="button"
            className={styles.remove}
            onClick={() => order.removeRow(row.line)}
            aria-label={t('remove', { code: row.code || String(row.line) })}
          >
            <Icon name="trash" size={18} />
          </button>
        )}
      </td>
    </tr>
  );
}
