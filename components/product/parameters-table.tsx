import { getTranslations } from 'next-intl/server';
import type { ProductParameter } from '@/lib/contract/schemas/product';
import styles from './parameters-table.module.scss';

/** Parameters by their group, in the order the backend sends them. */
export function groupParameters(parameters: readonly ProductParameter[]): Array<{ group: string; rows: ProductParameter[] }> {
  const groups = new Map<string, ProductParameter[]>();
  for (const parameter of parameters) {
    const rows = groups.get(parameter.category) ?? [];
    rows.push(parameter);
    groups.set(parameter.category, rows);
  }
  return [...groups].map(([group, rows]) => ({ group, rows }));
}

/** One table per parameter group: name, then value and unit. */
export async function ParametersTable({ parameters }: { parameters: readonly ProductParameter[] }) {
  const t = await getTranslations('Product');
  if (parameters.length === 0) return <p className={styles.empty}>{t('noParameters')}</p>;
  return (
    <div className={styles.groups}>
      {groupParameters(parameters).map(({ group, rows }) => (
        <table key={group} className={styles.table}>
          <caption className={styles.caption}>{group}</caption>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.name ?? row.category}-${index}`}>
                <th scope="row">{row.name || row.category}</th>
                <td>{[row.value, row.unit].filter(Boolean).join(' ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
