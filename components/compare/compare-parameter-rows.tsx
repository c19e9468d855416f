'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { CompareGroup } from '@/lib/shop/catalogue/compare-rows';
import type { CompareColumn } from './compare-column';
import styles from './compare-table.module.scss';

interface ParameterRowsProps {
  groups: CompareGroup[];
  columns: CompareColumn[];
  /** column index → position of its value in the aligned rows (absent while the column loads) */
  valueIndex: ReadonlyMap<number, number>;
}

/**
 * The parameters, one tbody per group under its heading. A row whose values differ is tinted and
 * marked '≠' with a spoken 'líši sa', so it never depends on colour alone; a missing value is '—'.
 */
export function CompareParameterRows({ groups, columns, valueIndex }: ParameterRowsProps) {
  const t = useTranslations('ComparePage');
  return groups.map(({ group, rows }) => (
    <tbody key={group}>
      <tr className={styles.groupRow}>
        <th scope="colgroup" colSpan={columns.length + 1}>
          <span className={styles.groupLabel}>{group || t('otherParameters')}</span>
        </th>
      </tr>
      {rows.map((row) => (
        <tr key={row.label} className={clsx(row.differs && styles.differs)}>
          <th scope="row" className={styles.rowHead}>
            {row.label}
            {row.differs && (
              <span className={styles.mark}>
                <span aria-hidden="true">≠</span>
                <span className={styles.hidden}> {t('differs')}</span>
              </span>
            )}
          </th>
          {columns.map((column, index) => {
            const position = valueIndex.get(index);
            const value = position === undefined ? undefined : row.values[position];
            return (
              <td key={column.entry.id}>
                {value === null ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className={styles.hidden}>{t('missing')}</span>
                  </>
                ) : (
                  value
                )}
              </td>
            );
          })}
        </tr>
      ))}
    </tbody>
  ));
}
